/**
 * What the fake server refuses, as the real one does: request bodies over 512 KB (HTTP 413,
 * nothing stored), a suspension granted for zero or fewer seconds (400, the request unchanged),
 * and, while the browser is offline, every request (a network error).
 */
import { describe, expect, it } from 'vitest'
import { idEq } from '../../../../../fake-server/core/db/db'
import { seedIds } from '../../../../../fake-server/demo/seed/seed'
import { call, startFake } from '../../harness'

const limit = 512 * 1024
const newChildId = 'a1b2c3d4-0000-4000-8000-0000000051e2'

/** A SaveUser body for a new child whose JSON is exactly `bytes` UTF-8 bytes long. */
function saveUserBody(bytes: number, filler = 'x'): string {
  const input = (name: string) => ({
    id: newChildId,
    isNew: true,
    name,
    keyloggingEnabled: true,
    screenshotsEnabled: true,
    screenshotsResolution: 1000,
    screenshotsFrequency: 120,
    showSuspensionActivity: true,
    keychains: [],
  })
  const base = new TextEncoder().encode(JSON.stringify(input(''))).length
  const fillerBytes = new TextEncoder().encode(filler).length
  const body = JSON.stringify(input(filler.repeat(Math.floor((bytes - base) / fillerBytes))))
  return body + ' '.repeat(bytes - new TextEncoder().encode(body).length)
}

describe('request body limit', () => {
  it('a 600 KB child name gets 413 "Payload Too Large" and is not stored', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const children = h.fake.db.child.count()
    const reply = await h.call('SaveUser', undefined, { token, raw: saveUserBody(600 * 1024) })
    expect(reply.status).toBe(413)
    expect(reply.body).toEqual({ error: true, reason: 'Payload Too Large' })
    expect(h.fake.db.child.count()).toBe(children)
    expect((await h.ok('GetUsers', undefined, { token })).map((u) => u.name)).toEqual(['Maya', 'Leo', 'Ava'])
  })

  it('exactly 512 KB is accepted; one byte more is refused', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const atLimit = saveUserBody(limit)
    expect(new TextEncoder().encode(atLimit).length).toBe(limit)
    const over = saveUserBody(limit + 1)
    expect(new TextEncoder().encode(over).length).toBe(limit + 1)
    expect((await h.call('SaveUser', undefined, { token, raw: over })).status).toBe(413)
    expect(h.fake.db.child.findFirst({ where: { id: idEq(newChildId) } })).toBeNull()
    expect((await h.call('SaveUser', undefined, { token, raw: atLimit })).status).toBe(200)
    expect(h.fake.db.child.findFirst({ where: { id: idEq(newChildId) } })?.name).toBe(JSON.parse(atLimit).name)
  })

  it('counts UTF-8 bytes, not characters', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    // 200,000 euro signs: 200,000 characters but 600,000 bytes.
    const body = saveUserBody(600_000, '€')
    expect(body.length).toBeLessThan(limit)
    const reply = await h.call('SaveUser', undefined, { token, raw: body })
    expect(reply.status).toBe(413)
    expect(h.fake.db.child.findFirst({ where: { id: idEq(newChildId) } })).toBeNull()
  })

  it('applies before routing: even an unknown operation or a missing token gets 413', async () => {
    await startFake()
    const big = `"${'y'.repeat(limit)}"`
    expect((await call('NoSuchOperation', undefined, { raw: big })).status).toBe(413)
    expect((await call('GetUser', undefined, { raw: big })).status).toBe(413)
  })
})

describe('suspension duration', () => {
  const suspension = (h: Awaited<ReturnType<typeof startFake>>) =>
    h.fake.db.suspendFilterRequest.findFirst({ where: { id: idEq(seedIds.suspendRequest) } })

  it('granting zero or fewer seconds is a 400 bad request with a message, and changes nothing', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const before = suspension(h)
    const status = h.fake.db.userDevice.findFirst({ where: { id: idEq(seedIds.mayaOnMacBookAir) } })?.statusJson
    for (const durationInSeconds of [0, -1, -3600]) {
      const reply = await h.call(
        'DecideFilterSuspensionRequest',
        { id: seedIds.suspendRequest, decision: { case: 'accepted', durationInSeconds }, responseComment: 'no' },
        { token },
      )
      expect(reply.status).toBe(400)
      expect(reply.body).toMatchObject({ version: 1, type: 'badRequest', statusCode: 400, showContactSupport: false })
      expect(reply.body.userMessage).toMatch(/more than zero/)
      expect(suspension(h)).toEqual(before)
    }
    expect(h.fake.db.userDevice.findFirst({ where: { id: idEq(seedIds.mayaOnMacBookAir) } })?.statusJson).toBe(status)
  })

  it('one second is granted (the dashboard itself never sends less than a minute)', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    await h.ok('DecideFilterSuspensionRequest', { id: seedIds.suspendRequest, decision: { case: 'accepted', durationInSeconds: 1 } }, { token })
    expect(suspension(h)).toMatchObject({ status: 'accepted', duration: 1 })
  })

  it('a rejection carries no duration and is never refused for it', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    await h.ok('DecideFilterSuspensionRequest', { id: seedIds.suspendRequest, decision: { case: 'rejected' } }, { token })
    expect(suspension(h)).toMatchObject({ status: 'rejected', duration: 1800 })
  })
})

describe('offline browser', () => {
  it('while offline every request fails as a network error and changes nothing; back online it works', async () => {
    let online = true
    const h = await startFake({ isOnline: () => online })
    const { token } = await h.loginDemo()
    const outbox = h.fake.control.outbox().length
    online = false
    await expect(call('GetUsers', undefined, { token })).rejects.toThrow(TypeError)
    await expect(call('RequestMagicLink', { email: 'parent@example.com' })).rejects.toThrow(TypeError)
    await expect(fetch('http://api.gatehouse.test/demo-screenshots/anything.svg')).rejects.toThrow(TypeError)
    await expect(fetch('http://api.gatehouse.test/pairql/dashboard/GetUsers', { method: 'GET' })).rejects.toThrow(TypeError)
    expect(h.fake.control.outbox()).toHaveLength(outbox)
    online = true
    expect((await h.ok('GetUsers', undefined, { token })).length).toBe(3)
  })
})
