/**
 * Unlock and filter-suspension requests on the fake server: lists and views, ownership (another parent's request is not found), decisions that may
 * be changed, extra-monitoring options, and the nightly cleanup that removes old requests.
 */
import { describe, expect, it } from 'vitest'
import { day, hour, idEq } from '../../../../../fake-server/core/db/db'
import { extraMonitoringOptions, parseExtraMonitoring } from '../../../../../fake-server/core/extra-monitoring'
import { submitSuspendFilterRequest, submitUnlockRequests } from '../../../../../fake-server/core/mac/requests'
import { otherParent, seedIds } from '../../../../../fake-server/demo/seed/seed'
import { type Harness, dashboard, startFake } from '../../harness'

const expectNotFound = (reply: { status: number; body: any }, entityName: string) => {
  expect(reply.status).toBe(404)
  expect(reply.body).toMatchObject({ id: '6ac1205a', type: 'notFound', entityName, showContactSupport: false })
}

/** A pending request on the other parent's child. */
const noahRequest = (h: Harness): string =>
  submitUnlockRequests(h.fake.deps, seedIds.noahOnMacMini, [{ bundleId: 'com.apple.Safari', hostname: 'lego.com' }], undefined, dashboard)[0] ?? ''
const noahSuspension = (h: Harness): string => submitSuspendFilterRequest(h.fake.deps, seedIds.noahOnMacMini, 600, undefined, dashboard) ?? ''

describe('GetUnlockRequests, GetUserUnlockRequests, GetUnlockRequest', () => {
  it('lists every request of the caller’s children, newest first, and none of another family', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const noah = noahRequest(h)
    const all = await h.ok('GetUnlockRequests', undefined, { token })
    expect(all.map((r) => [r.id, r.userName, r.status])).toEqual([
      [seedIds.unlockRequestYouTubeMusic, 'Maya', 'pending'],
      [seedIds.unlockRequestYouTube, 'Maya', 'pending'],
      [seedIds.unlockRequestGameServer, 'Leo', 'pending'],
      [seedIds.unlockRequestDiscord, 'Leo', 'pending'],
      [seedIds.unlockRequestLeoRejected, 'Leo', 'rejected'],
      [seedIds.unlockRequestAccepted, 'Maya', 'accepted'],
      [seedIds.unlockRequestRejected, 'Maya', 'rejected'],
      [seedIds.unlockRequestLeoAccepted, 'Leo', 'accepted'],
    ])
    expect(all.some((r) => r.id === noah.toUpperCase())).toBe(false)
    const other = await h.ok('Login', otherParent)
    expect((await h.ok('GetUnlockRequests', undefined, { token: other.token })).map((r) => r.id)).toEqual([noah.toUpperCase()])
  })

  it('one child’s requests; another family’s or an unknown child is 404 "User"', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const maya = await h.ok('GetUserUnlockRequests', seedIds.maya.toLowerCase(), { token })
    expect(maya.map((r) => r.id)).toEqual([
      seedIds.unlockRequestYouTubeMusic,
      seedIds.unlockRequestYouTube,
      seedIds.unlockRequestAccepted,
      seedIds.unlockRequestRejected,
    ])
    expect(await h.ok('GetUserUnlockRequests', seedIds.ava, { token })).toEqual([])
    expectNotFound(await h.call('GetUserUnlockRequests', seedIds.noah, { token }), 'User')
    expectNotFound(await h.call('GetUserUnlockRequests', 'a1b2c3d4-0000-4000-8000-000000000001', { token }), 'User')
  })

  it('a request’s view: target parts, comment, and the app from the catalogue', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    expect(await h.ok('GetUnlockRequest', seedIds.unlockRequestYouTube.toLowerCase(), { token })).toEqual({
      id: seedIds.unlockRequestYouTube,
      userId: seedIds.maya,
      userName: 'Maya',
      status: 'pending',
      url: 'https://www.youtube.com/watch?v=volcano-science-101',
      domain: 'www.youtube.com',
      ipAddress: '142.250.72.14',
      requestComment: 'video for science class',
      appName: 'Safari',
      appSlug: 'safari',
      appBundleId: 'com.apple.Safari',
      appCategories: ['browser'],
      createdAt: '2025-05-28T14:35:00Z',
    })
    const discord = await h.ok('GetUnlockRequest', seedIds.unlockRequestDiscord, { token })
    expect(discord).toMatchObject({ appName: 'Discord', appCategories: ['communication'], domain: 'cdn.discordapp.com' })
    expect(discord.url).toBeUndefined()
    // An app the catalogue does not know: no name or slug, no categories.
    const [unknownApp] = submitUnlockRequests(
      h.fake.deps,
      seedIds.leoOnMacBookPro,
      [{ bundleId: 'org.example.Thing', ipAddress: '10.1.2.3' }],
      undefined,
      dashboard,
    )
    const view = await h.ok('GetUnlockRequest', unknownApp, { token })
    expect(view).toMatchObject({ appBundleId: 'org.example.Thing', appCategories: [], ipAddress: '10.1.2.3' })
    expect('appName' in view || 'appSlug' in view || 'requestComment' in view).toBe(false)
  })

  it('another family’s request and an unknown id are both 404 "Unlock request"', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    expectNotFound(await h.call('GetUnlockRequest', noahRequest(h), { token }), 'Unlock request')
    expectNotFound(await h.call('GetUnlockRequest', 'a1b2c3d4-0000-4000-8000-000000000002', { token }), 'Unlock request')
  })
})

describe('UpdateUnlockRequest', () => {
  it('sets the status and comment, may be changed again, and creates no key or security event', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const keys = h.fake.db.key.getAll().length
    const events = h.fake.db.securityEvent.getAll().length
    const id = seedIds.unlockRequestYouTube.toLowerCase()
    await h.ok('UpdateUnlockRequest', { id, status: 'accepted', responseComment: 'ok for class' }, { token })
    const row = () => h.fake.db.unlockRequest.findFirst({ where: { id: idEq(id) } })
    expect(row()).toMatchObject({ status: 'accepted', responseComment: 'ok for class', updatedAt: h.clock.now().getTime() })
    expect((await h.ok('GetUnlockRequest', id, { token })).status).toBe('accepted')
    // Re-deciding is allowed, back to pending too.
    await h.ok('UpdateUnlockRequest', { id, status: 'rejected' }, { token })
    expect(row()).toMatchObject({ status: 'rejected', responseComment: null })
    await h.ok('UpdateUnlockRequest', { id, status: 'pending' }, { token })
    expect(row()?.status).toBe('pending')
    expect(h.fake.db.key.getAll().length).toBe(keys)
    expect(h.fake.db.securityEvent.getAll().length).toBe(events)
  })

  it('another family’s request is not found and stays as it was', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const noah = noahRequest(h)
    expectNotFound(await h.call('UpdateUnlockRequest', { id: noah, status: 'accepted' }, { token }), 'Unlock request')
    expect(h.fake.db.unlockRequest.findFirst({ where: { id: idEq(noah) } })?.status).toBe('pending')
  })

  it('a bad status is a route error', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const reply = await h.call('UpdateUnlockRequest', { id: seedIds.unlockRequestYouTube, status: 'maybe' }, { token })
    expect(reply).toMatchObject({ status: 404, body: { id: '0f5a25c9' } })
  })
})

describe('GetSuspendFilterRequest', () => {
  it('shows the request with the extra monitoring the child’s settings allow', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    expect(await h.ok('GetSuspendFilterRequest', seedIds.suspendRequest.toLowerCase(), { token })).toEqual({
      id: seedIds.suspendRequest,
      deviceId: seedIds.mayaOnMacBookAir,
      status: 'pending',
      userName: 'Maya',
      requestedDurationInSeconds: 1800,
      requestComment: 'I need to download my homework files',
      extraMonitoringOptions: { '@80': '1.5x screenshots', '@60': '2x screenshots', '@40': '3x screenshots' },
      createdAt: '2025-05-28T14:57:00Z',
    })
  })

  it('offers no extra monitoring to a Mac app older than 2.1.0', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    h.fake.db.userDevice.update({ where: { id: { equals: seedIds.mayaOnMacBookAir } }, data: { appVersion: '2.0.9' } })
    expect((await h.ok('GetSuspendFilterRequest', seedIds.suspendRequest, { token })).extraMonitoringOptions).toEqual({})
    h.fake.db.userDevice.update({ where: { id: { equals: seedIds.mayaOnMacBookAir } }, data: { appVersion: '2.10.0' } })
    expect(Object.keys((await h.ok('GetSuspendFilterRequest', seedIds.suspendRequest, { token })).extraMonitoringOptions)).toHaveLength(3)
  })

  it('another family’s request and an unknown id are both 404 "Suspend filter request"', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    expectNotFound(await h.call('GetSuspendFilterRequest', noahSuspension(h), { token }), 'Suspend filter request')
    expectNotFound(await h.call('GetSuspendFilterRequest', 'a1b2c3d4-0000-4000-8000-000000000003', { token }), 'Suspend filter request')
  })
})

describe('extraMonitoringOptions', () => {
  const child = (keyloggingEnabled: boolean, screenshotsEnabled: boolean, screenshotsFrequency = 120) => ({
    keyloggingEnabled,
    screenshotsEnabled,
    screenshotsFrequency,
  })

  it('adds keylogging and the fixed screenshot intervals when both are off', () => {
    expect(extraMonitoringOptions(child(false, false))).toEqual({
      k: 'keylogging',
      '@120': 'Screenshot every 2m',
      '@90': 'Screenshot every 90s',
      '@60': 'Screenshot every 60s',
      '@30': 'Screenshot every 30s',
      '@120+k': 'Screenshot every 2m + keylogging',
      '@90+k': 'Screenshot every 90s + keylogging',
      '@60+k': 'Screenshot every 60s + keylogging',
      '@30+k': 'Screenshot every 30s + keylogging',
    })
    expect(Object.keys(extraMonitoringOptions(child(true, false)))).toEqual(['@120', '@90', '@60', '@30'])
  })

  it('speeds up screenshots 1.5x, 2x, 3x, dropping anything of 10 s or less', () => {
    expect(extraMonitoringOptions(child(false, true, 30))).toEqual({
      k: 'keylogging',
      '@20': '1.5x screenshots',
      '@15': '2x screenshots',
      '@20+k': '1.5x screenshots + keylogging',
      '@15+k': '2x screenshots + keylogging',
    })
    expect(extraMonitoringOptions(child(true, true, 10))).toEqual({})
    expect(extraMonitoringOptions(child(false, true, 10))).toEqual({ k: 'keylogging' })
  })

  it('keeps only well-formed magic strings', () => {
    expect(['k', '@60', '@60+k', '@', '@0', 'x', '@60+x', '60', ''].map((m) => parseExtraMonitoring(m))).toEqual([
      'k',
      '@60',
      '@60+k',
      null,
      null,
      null,
      null,
      null,
      null,
    ])
    expect(parseExtraMonitoring(undefined)).toBeNull()
  })
})

describe('DecideFilterSuspensionRequest', () => {
  const row = (h: Harness, id: string = seedIds.suspendRequest) => h.fake.db.suspendFilterRequest.findFirst({ where: { id: idEq(id) } })

  it('accepting replaces the duration with the parent’s and stores the extra monitoring', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const decision = { case: 'accepted', durationInSeconds: 600, extraMonitoring: '@60+k' }
    await h.ok('DecideFilterSuspensionRequest', { id: seedIds.suspendRequest.toLowerCase(), decision, responseComment: '10 minutes' }, { token })
    expect(row(h)).toMatchObject({ status: 'accepted', duration: 600, extraMonitoring: '@60+k', responseComment: '10 minutes' })
    const view = await h.ok('GetSuspendFilterRequest', seedIds.suspendRequest, { token })
    expect(view).toMatchObject({ status: 'accepted', requestedDurationInSeconds: 600, responseComment: '10 minutes' })
  })

  it('an unparseable extra-monitoring string is stored as none', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const decision = { case: 'accepted', durationInSeconds: 300, extraMonitoring: 'lots' }
    await h.ok('DecideFilterSuspensionRequest', { id: seedIds.suspendRequest, decision }, { token })
    expect(row(h)).toMatchObject({ status: 'accepted', duration: 300, extraMonitoring: null })
  })

  it('accepts a null extra monitoring as none (optional inputs take null)', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const decision = { case: 'accepted', durationInSeconds: 300, extraMonitoring: null }
    await h.ok('DecideFilterSuspensionRequest', { id: seedIds.suspendRequest, decision }, { token })
    expect(row(h)).toMatchObject({ status: 'accepted', duration: 300, extraMonitoring: null })
  })

  it('rejecting keeps the duration; a decided request may be decided again', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    await h.ok(
      'DecideFilterSuspensionRequest',
      { id: seedIds.suspendRequest, decision: { case: 'rejected' }, responseComment: 'not today' },
      { token },
    )
    expect(row(h)).toMatchObject({ status: 'rejected', duration: 1800, responseComment: 'not today' })
    await h.ok('DecideFilterSuspensionRequest', { id: seedIds.suspendRequest, decision: { case: 'accepted', durationInSeconds: 120 } }, { token })
    expect(row(h)).toMatchObject({ status: 'accepted', duration: 120, responseComment: null })
  })

  it('another family’s request is not found and unchanged; a bad decision is a route error', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const noah = noahSuspension(h)
    const reply = await h.call('DecideFilterSuspensionRequest', { id: noah, decision: { case: 'rejected' } }, { token })
    expectNotFound(reply, 'Suspend filter request')
    expect(row(h, noah)?.status).toBe('pending')
    const bad = await h.call('DecideFilterSuspensionRequest', { id: seedIds.suspendRequest, decision: { case: 'maybe' } }, { token })
    expect(bad).toMatchObject({ status: 404, body: { id: '0f5a25c9' } })
  })
})

describe('nightly cleanup', () => {
  it('suspension requests go 3 days after they were made, whatever their status', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    await h.ok('DecideFilterSuspensionRequest', { id: seedIds.suspendRequest, decision: { case: 'rejected' } }, { token })
    h.clock.advance(2 * day)
    await h.ok('GetSuspendFilterRequest', seedIds.suspendRequest, { token })
    h.clock.advance(day + 12 * hour)
    expectNotFound(await h.call('GetSuspendFilterRequest', seedIds.suspendRequest, { token }), 'Suspend filter request')
    expectNotFound(
      await h.call('DecideFilterSuspensionRequest', { id: seedIds.suspendRequest, decision: { case: 'rejected' } }, { token }),
      'Suspend filter request',
    )
  })

  it('decided unlock requests go 3 days after their last update, pending ones after 7 days', async () => {
    // Exact lists over days: the simulated children's own requests would join them.
    const h = await startFake({ simulateRequests: false })
    const { token } = await h.loginDemo()
    const ids = async () => (await h.ok('GetUnlockRequests', undefined, { token })).map((r) => r.id)
    const pending = [seedIds.unlockRequestYouTubeMusic, seedIds.unlockRequestYouTube, seedIds.unlockRequestGameServer, seedIds.unlockRequestDiscord]
    // Now is 15:00 on May 28. Decided requests were last updated: Leo's accepted one on May 26
    // at 17:00, Maya's rejected and accepted ones on May 27 at 09:30 and 13:00, Leo's rejected one
    // today at 11:00; the pending ones today between 13:00 and 14:38. The cleanup runs at 02:30.
    h.clock.advance(2 * day)
    expect(await ids()).toEqual([...pending, seedIds.unlockRequestLeoRejected, seedIds.unlockRequestAccepted, seedIds.unlockRequestRejected])
    h.clock.advance(day)
    expect(await ids()).toEqual([...pending, seedIds.unlockRequestLeoRejected])
    h.clock.advance(day)
    expect(await ids()).toEqual(pending)
    h.clock.advance(3 * day)
    expect(await ids()).toEqual(pending)
    h.clock.advance(day)
    expect(await ids()).toEqual([])
  })
})
