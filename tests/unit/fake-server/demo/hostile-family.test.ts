/**
 * The demo's hostile family: every text of the demo parent's family turns hostile (long
 * unbroken, right-to-left, emoji, HTML-looking), every answer still fits its operation's schema,
 * the other parent's family is untouched, and a reset brings the ordinary family back.
 */
import { describe, expect, it } from 'vitest'
import type { DemoControl } from '@domain/demo/control'
import { seedIds } from '../../../../fake-server/demo/seed/seed'
import { startFake } from '../harness'

const hostile = /<img src=x onerror|<script>|a{60}|[\u0600-\u06ff]|\u{1F984}/u

describe('seedHostileFamily', () => {
  it('turns the family’s texts hostile, keeps every answer valid, and reset undoes it', async () => {
    const h = await startFake({ checkOutputs: true })
    const control = h.fake.control as Required<DemoControl>
    const { token } = await h.loginDemo()
    const before = await h.ok('GetUsers', undefined, { token })
    expect(before.map((c) => c.name)).toEqual(['Maya', 'Leo', 'Ava'])

    await control.seedHostileFamily()
    const children = await h.ok('GetUsers', undefined, { token })
    expect(children.map((c) => c.id)).toEqual(before.map((c) => c.id))
    for (const child of children) expect(child.name).toMatch(hostile)
    expect(children.map((c) => c.name)).toContain('<img src=x onerror="window.__hostileRan=(window.__hostileRan||0)+1">')

    const devices = await h.ok('GetDevices', undefined, { token })
    for (const device of devices) expect(device.name ?? '').toMatch(hostile)
    const keychains = await h.ok('GetAdminKeychains', undefined, { token })
    for (const k of keychains.keychains) expect(k.summary.name).toMatch(hostile)
    const requests = await h.ok('GetUnlockRequests', undefined, { token })
    expect(requests.some((r) => (r.requestComment ?? '').match(hostile))).toBe(true)

    // The other parent's child keeps its name.
    expect(h.fake.db.child.findFirst({ where: { id: { equals: seedIds.noah } } })?.name).toBe('Noah')

    await control.reset()
    const again = await h.loginDemo()
    expect((await h.ok('GetUsers', undefined, { token: again.token })).map((c) => c.name)).toEqual(['Maya', 'Leo', 'Ava'])
  })
})
