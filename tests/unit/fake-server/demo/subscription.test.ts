/**
 * The fake server's Settings extras: the demo's subscription switch (GetAdmin then shows the
 * asked-for status and trial days, computed as the real server does), a Slack token the demo
 * marks as failing, the demo geo-IP service, and the seeded fortnight of security events.
 */
import { describe, expect, it } from 'vitest'
import { demoGeoAnswer, isReservedAddress } from '../../../../fake-server/demo/geoip'
import { otherParent } from '../../../../fake-server/demo/seed/seed'
import { dashboard, startFake } from '../harness'

const day = 86_400_000

describe('setSubscription', () => {
  it('puts the demo parent in each state GetAdmin can show, and the billing link follows', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const status = async () => (await h.ok('GetAdmin', undefined, { token })).subscriptionStatus
    for (const daysLeft of [0, 1, 2, 3, 6, 7, 9, 10, 24, 60]) {
      await h.fake.control.setSubscription?.('trialing', daysLeft)
      expect(await status()).toEqual({ case: 'trialing', daysLeft })
    }
    await h.fake.control.setSubscription?.('trialing')
    expect(await status()).toEqual({ case: 'trialing', daysLeft: 12 })
    for (const s of ['complimentary', 'overdue', 'unpaid'] as const) {
      await h.fake.control.setSubscription?.(s)
      expect(await status()).toEqual({ case: s })
    }
    await h.fake.control.setSubscription?.('paid')
    expect(await status()).toEqual({ case: 'paid' })
    expect((await h.ok('StripeUrl', undefined, { token })).url).toBe(`${dashboard}/settings?portal=demo`)
    // Back to a trial: no subscription, so the link is a checkout again.
    await h.fake.control.setSubscription?.('trialing', 5)
    expect((await h.ok('StripeUrl', undefined, { token })).url).toMatch(/\/demo-checkout\?session_id=cs_demo_/)
  })

  it('a trial’s shown days count down as the real server counts them', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    await h.fake.control.setSubscription?.('trialing', 8)
    h.clock.advance(day)
    // One whole day less in `trialing`: 7 shown (floor of the days left, plus 7).
    expect((await h.ok('GetAdmin', undefined, { token })).subscriptionStatus).toEqual({ case: 'trialing', daysLeft: 7 })
  })

  it('refuses an unknown status and leaves the other parent alone', async () => {
    const h = await startFake()
    await expect(h.fake.control.setSubscription?.('gold' as never)).rejects.toThrow(/unknown subscription status/)
    await h.fake.control.setSubscription?.('unpaid')
    const other = await h.ok('Login', otherParent)
    expect((await h.ok('GetAdmin', undefined, { token: other.token })).subscriptionStatus).toEqual({ case: 'paid' })
  })
})

describe('Slack in the demo', () => {
  it('a token containing "fail" gives slackVerificationFailed and sends nothing', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const sent = h.fake.control.outbox().length
    const reply = await h.call(
      'CreatePendingNotificationMethod',
      { case: 'slack', channelId: 'C0FAMILY', channelName: '#family', token: 'xoxb-FAIL-1' },
      { token },
    )
    expect(reply).toMatchObject({ status: 401, body: { id: 'df619205', dashboardTag: 'slackVerificationFailed' } })
    expect(h.fake.control.outbox().length).toBe(sent)
  })
})

describe('the demo geo-IP service', () => {
  it('places the seeded addresses, the same way every time, and refuses reserved ones', () => {
    expect(demoGeoAnswer('203.0.113.7')).toEqual({ ip: '203.0.113.7', city: 'Portland', region: 'Oregon', country_name: 'United States' })
    expect(demoGeoAnswer('8.8.4.4')).toEqual(demoGeoAnswer('8.8.4.4'))
    expect(demoGeoAnswer('8.8.4.4')).toHaveProperty('city')
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.9', '172.20.0.1', '169.254.1.1', '::1', 'fd00::1']) {
      expect(isReservedAddress(ip)).toBe(true)
      expect(demoGeoAnswer(ip)).toMatchObject({ error: true })
    }
    expect(isReservedAddress('172.32.0.1')).toBe(false)
  })

  it('answers over HTTP at /demo-geoip/{ip}', async () => {
    await startFake()
    const response = await fetch(`${dashboard}/demo-geoip/198.51.100.23`)
    expect(await response.json()).toMatchObject({ city: 'Lagos', country_name: 'Nigeria' })
  })
})

describe('the seeded security events', () => {
  it('cover the fortnight with both kinds, within the feed’s window', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const feed = await h.ok('SecurityEventsFeed', undefined, { token })
    const now = h.clock.now().getTime()
    const ages = feed.map((e) => (now - Date.parse(e.createdAt)) / day)
    expect(Math.max(...ages)).toBeGreaterThan(13)
    expect(Math.max(...ages)).toBeLessThanOrEqual(14)
    const days = new Set(ages.map(Math.floor))
    expect(days.size).toBeGreaterThanOrEqual(10)
    expect(feed.filter((e) => e.case === 'child').length).toBeGreaterThanOrEqual(10)
    expect(feed.filter((e) => e.case === 'admin').length).toBeGreaterThanOrEqual(10)
    for (const e of feed) if (e.case === 'admin' && e.event !== 'Successful login') expect(e.ipAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/)
  })
})
