/**
 * iPhones and iPads on the fake server: IOSDevices, GetIOSDevice, UpdateIOSDevice,
 * UpsertBlockRule and DeleteEntity_v2 `blockRule`, with the ownership rules (stricter than the
 * real server's) and the keyed `flowTypeIs` encoding accepted and stored as the bare string.
 */
import { describe, expect, it } from 'vitest'
import { otherParent, seedIds } from '../../../../../fake-server/demo/seed/seed'
import { startFake } from '../../harness'

const unknownId = '0c9e8d7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f'
const ads = '1EA5F1B8-1B14-4894-9913-56CFEE98BD48'
const gifs = '087628B2-742C-4164-A3CC-717C4AC72C1A'

const expectNotFound = (reply: { status: number; body: any }, entityName: string) => {
  expect(reply.status).toBe(404)
  expect(reply.body).toMatchObject({ id: '6ac1205a', type: 'notFound', entityName })
}
const expectUnauthorized = (reply: { status: number; body: any }) => {
  expect(reply.status).toBe(401)
  expect(reply.body).toEqual({ error: true, reason: 'Unauthorized' })
}

async function parents() {
  const h = await startFake()
  const { token } = await h.loginDemo()
  const other = (await h.call('Login', otherParent)).body.token as string
  return { h, token, other }
}

describe('IOSDevices and GetIOSDevice', () => {
  it('lists only the caller’s devices; a device shows its groups, policy, domains and rules', async () => {
    const { h, token, other } = await parents()
    expect(await h.ok('IOSDevices', undefined, { token })).toEqual([
      { id: seedIds.mayaIPhone, childName: 'Maya', deviceType: 'iPhone', osVersion: '18.5' },
      { id: seedIds.leoIPad, childName: 'Leo', deviceType: 'iPad', osVersion: '17.7.2' },
    ])
    expect((await h.ok('IOSDevices', undefined, { token: other })).map((d) => d.id)).toEqual([seedIds.noahIPhone])

    const phone = await h.ok('GetIOSDevice', seedIds.mayaIPhone.toLowerCase(), { token })
    expect(phone.allBlockGroups.map((g) => g.name)).toEqual([
      'Ads',
      'AI features',
      'App store images',
      'Apple Maps images',
      'apple.com',
      'GIFs',
      'Spotify images',
      'Spotlight',
      'WhatsApp',
    ])
    expect(phone).toMatchObject({ childName: 'Maya', webPolicy: 'blockAllExcept', webPolicyDomains: ['khanacademy.org', 'wikipedia.org'] })
    expect(phone.customBlockRules.map((r) => r.id)).toEqual([
      seedIds.mayaTikTokRule,
      seedIds.mayaYouTubeShortsRule,
      seedIds.mayaNetflixRule,
      seedIds.mayaBettingRule,
    ])
  })

  it('another parent’s device and an unknown one are both 404 "Device"', async () => {
    const { h, token } = await parents()
    expectNotFound(await h.call('GetIOSDevice', seedIds.noahIPhone, { token }), 'Device')
    expectNotFound(await h.call('GetIOSDevice', unknownId, { token }), 'Device')
  })
})

describe('UpdateIOSDevice', () => {
  it('stores the groups (reported once each), the policy and the domains verbatim', async () => {
    const { h, token } = await parents()
    const input = {
      deviceId: seedIds.leoIPad,
      enabledBlockGroups: [gifs, ads.toLowerCase(), ads],
      webPolicy: 'blockAdultAnd',
      webPolicyDomains: ['Roblox.com ', 'roblox.com'],
    }
    expect(await h.ok('UpdateIOSDevice', input, { token })).toEqual({ success: true })
    expect(await h.ok('GetIOSDevice', seedIds.leoIPad, { token })).toMatchObject({
      enabledBlockGroups: [gifs, ads],
      webPolicy: 'blockAdultAnd',
      webPolicyDomains: ['Roblox.com ', 'roblox.com'],
    })
  })

  it('refuses an unknown group without changing anything, another parent’s device with 401, an unknown one with 404', async () => {
    const { h, token } = await parents()
    const base = { deviceId: seedIds.mayaIPhone, webPolicy: 'allowAll', webPolicyDomains: [] }
    const bad = await h.call('UpdateIOSDevice', { ...base, enabledBlockGroups: [unknownId] }, { token })
    expect(bad.status).toBe(400)
    expect((await h.ok('GetIOSDevice', seedIds.mayaIPhone, { token })).webPolicy).toBe('blockAllExcept')
    expectUnauthorized(await h.call('UpdateIOSDevice', { ...base, deviceId: seedIds.noahIPhone, enabledBlockGroups: [] }, { token }))
    expectNotFound(await h.call('UpdateIOSDevice', { ...base, deviceId: unknownId, enabledBlockGroups: [] }, { token }), 'Device')
    const wrongPolicy = await h.call('UpdateIOSDevice', { ...base, webPolicy: 'blockSome', enabledBlockGroups: [] }, { token })
    expect(wrongPolicy.body).toMatchObject({ id: '0f5a25c9' })
  })
})

describe('UpsertBlockRule and DeleteEntity_v2 blockRule', () => {
  it('creates a nested rule (keyed flow type stored bare), edits it, deletes it with a security event', async () => {
    const { h, token } = await parents()
    const rule = {
      case: 'unless',
      rule: { case: 'both', a: { case: 'bundleIdContains', value: 'com.apple.mobilesafari' }, b: { case: 'flowTypeIs', value: { browser: {} } } },
      negatedBy: [
        { case: 'hostnameEquals', value: 'school.example.org' },
        { case: 'both', a: { case: 'urlContains', value: '/learn' }, b: { case: 'flowTypeIs', value: 'socket' } },
      ],
    }
    const created = await h.call('UpsertBlockRule', { deviceId: seedIds.leoIPad, rule }, { token })
    expect(created.status).toBe(200)
    const id = created.body as string
    expect(id).toMatch(/^[0-9A-F-]{36}$/)
    const stored = (await h.ok('GetIOSDevice', seedIds.leoIPad, { token })).customBlockRules.find((r) => r.id === id)
    expect(stored?.rule).toEqual({ ...rule, rule: { ...rule.rule, b: { case: 'flowTypeIs', value: 'browser' } } })

    const edited = await h.call(
      'UpsertBlockRule',
      { id: id.toLowerCase(), deviceId: seedIds.leoIPad, rule: { case: 'hostnameEndsWith', value: '.bet' } },
      { token },
    )
    expect(edited.body).toBe(id)
    expect((await h.ok('GetIOSDevice', seedIds.leoIPad, { token })).customBlockRules.find((r) => r.id === id)?.rule).toEqual({
      case: 'hostnameEndsWith',
      value: '.bet',
    })

    expect(await h.ok('DeleteEntity_v2', { id, type: 'blockRule' }, { token })).toEqual({ success: true })
    expect((await h.ok('GetIOSDevice', seedIds.leoIPad, { token })).customBlockRules.some((r) => r.id === id)).toBe(false)
    const events = await h.ok('SecurityEventsFeed', undefined, { token })
    expect(events[0]).toMatchObject({ event: 'iOS block rule deleted', detail: 'child: Leo' })
    expectNotFound(await h.call('DeleteEntity_v2', { id, type: 'blockRule' }, { token }), 'Block rule')
  })

  it('keeps other parents’ devices and rules out of reach', async () => {
    const { h, token } = await parents()
    const rule = { case: 'urlContains', value: 'x' }
    expectNotFound(await h.call('UpsertBlockRule', { deviceId: seedIds.noahIPhone, rule }, { token }), 'Device')
    expectNotFound(await h.call('UpsertBlockRule', { deviceId: unknownId, rule }, { token }), 'Device')
    expectUnauthorized(await h.call('UpsertBlockRule', { id: seedIds.noahRule, deviceId: seedIds.noahIPhone, rule }, { token }))
    // A rule of the caller's named with another device.
    expectUnauthorized(await h.call('UpsertBlockRule', { id: seedIds.mayaTikTokRule, deviceId: seedIds.leoIPad, rule }, { token }))
    expectNotFound(await h.call('UpsertBlockRule', { id: unknownId, deviceId: seedIds.leoIPad, rule }, { token }), 'Block rule')
    expectUnauthorized(await h.call('DeleteEntity_v2', { id: seedIds.noahRule, type: 'blockRule' }, { token }))
    expect(await h.call('UpsertBlockRule', { deviceId: seedIds.leoIPad, rule: { case: 'appIs', value: 'x' } }, { token })).toMatchObject({
      status: 404,
      body: { id: '0f5a25c9' },
    })
  })
})
