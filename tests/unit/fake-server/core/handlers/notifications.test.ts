/**
 * Notification methods and rules on the fake server:
 * 6-digit codes sent to the outbox, one confirmation attempt per pending method, 60-minute
 * expiry, SaveNotification create/update rules, and the fan-out of triggers (with the account
 * e-mail fallback when a parent has no rules).
 */
import { describe, expect, it } from 'vitest'
import { idEq, minute } from '../../../../../fake-server/core/db/db'
import { notifyAdmin } from '../../../../../fake-server/core/handlers/notifications'
import { submitSuspendFilterRequest, submitUnlockRequests } from '../../../../../fake-server/core/handlers/requests'
import { demoCredentials, otherParent, seedIds } from '../../../../../fake-server/demo/seed/seed'
import { type Harness, dashboard, startFake } from '../../harness'

const incorrectCode = { status: 401, body: { error: true, reason: '[@client:incorrectConfirmationCode]' } }

const latest = (h: Harness) => {
  const message = h.fake.control.outbox()[0]
  if (!message) throw new Error('outbox is empty')
  return message
}

async function startMethod(h: Harness, token: string, config: object = { case: 'email', email: 'grandma@example.com' }) {
  const { methodId } = await h.ok('CreatePendingNotificationMethod', config, { token })
  const message = latest(h)
  return { methodId, code: Number(message.code), message }
}

const methods = async (h: Harness, token: string) => (await h.ok('GetAdmin', undefined, { token })).verifiedNotificationMethods

describe('CreatePendingNotificationMethod', () => {
  it('sends a 6-digit code by the method’s own channel and stores nothing yet', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const before = await methods(h, token)
    const email = await startMethod(h, token)
    expect(email.message).toMatchObject({ channel: 'email', to: 'grandma@example.com', subject: 'Gatehouse app verification code' })
    expect(email.message.code).toMatch(/^[1-9]\d{5}$/)
    expect(email.message.body).toContain(email.message.code)
    const text = await startMethod(h, token, { case: 'text', phoneNumber: '+15555550177' })
    expect(text.message).toMatchObject({ channel: 'text', to: '+15555550177', body: `Your verification code is ${text.code}` })
    const slack = await startMethod(h, token, { case: 'slack', channelId: 'C123', channelName: '#family', token: 'xoxb-1' })
    expect(slack.message).toMatchObject({ channel: 'slack', to: '#family', body: `Your verification code is \`${slack.code}\`` })
    expect(new Set([email.methodId, text.methodId, slack.methodId]).size).toBe(3)
    expect(await methods(h, token)).toEqual(before)
  })

  it('a Slack method whose post fails answers slackVerificationFailed', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const sent = h.fake.control.outbox().length
    const reply = await h.call('CreatePendingNotificationMethod', { case: 'slack', channelId: 'C1', channelName: '#x', token: ' ' }, { token })
    expect(reply.status).toBe(401)
    expect(reply.body).toMatchObject({ id: 'df619205', type: 'unauthorized', dashboardTag: 'slackVerificationFailed' })
    expect(h.fake.control.outbox().length).toBe(sent)
  })
})

describe('ConfirmPendingNotificationMethod', () => {
  it('the right code adds the method under the pending id', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const { methodId, code } = await startMethod(h, token)
    expect(await h.ok('ConfirmPendingNotificationMethod', { id: methodId.toLowerCase(), code }, { token })).toEqual({ success: true })
    expect(await methods(h, token)).toContainEqual({ id: methodId, config: { case: 'email', email: 'grandma@example.com' } })
    // Used up: a second confirmation fails.
    expect(await h.call('ConfirmPendingNotificationMethod', { id: methodId, code }, { token })).toMatchObject(incorrectCode)
  })

  it('a wrong code burns the pending method: the right code fails afterwards', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const { methodId, code } = await startMethod(h, token)
    const wrong = code === 999999 ? 100000 : code + 1
    expect(await h.call('ConfirmPendingNotificationMethod', { id: methodId, code: wrong }, { token })).toMatchObject(incorrectCode)
    expect(await h.call('ConfirmPendingNotificationMethod', { id: methodId, code }, { token })).toMatchObject(incorrectCode)
    expect((await methods(h, token)).some((m) => m.id === methodId)).toBe(false)
  })

  it('a code older than 60 minutes or an unknown id is incorrect', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const { methodId, code } = await startMethod(h, token)
    h.clock.advance(60 * minute)
    expect(await h.call('ConfirmPendingNotificationMethod', { id: methodId, code }, { token })).toMatchObject(incorrectCode)
    const unknown = { id: 'a1b2c3d4-0000-4000-8000-0000000000aa', code: 123456 }
    expect(await h.call('ConfirmPendingNotificationMethod', unknown, { token })).toMatchObject(incorrectCode)
  })

  it('another parent cannot confirm (401 Unauthorized) nor use up the owner’s attempt', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const { methodId, code } = await startMethod(h, token)
    const other = await h.ok('Login', otherParent)
    const reply = await h.call('ConfirmPendingNotificationMethod', { id: methodId, code }, { token: other.token })
    expect(reply).toMatchObject({ status: 401, body: { error: true, reason: 'Unauthorized' } })
    await h.ok('ConfirmPendingNotificationMethod', { id: methodId, code }, { token })
    expect(await methods(h, other.token)).toEqual([])
  })

  it('re-verifying a method the parent already has is a generic 500', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const { methodId, code } = await startMethod(h, token, { case: 'email', email: demoCredentials.email })
    const reply = await h.call('ConfirmPendingNotificationMethod', { id: methodId, code }, { token })
    expect(reply).toMatchObject({ status: 500, body: { error: true, reason: 'Internal Server Error' } })
  })
})

describe('SaveNotification', () => {
  const input = (overrides: object = {}) => ({
    id: 'a1b2c3d4-0000-4000-8000-0000000000f1',
    isNew: true,
    methodId: seedIds.textMethod,
    trigger: 'adminChildSecurityEvent',
    ...overrides,
  })

  it('isNew creates a rule with a server-made id; a duplicate rule is a 500', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    await h.ok('SaveNotification', input(), { token })
    const { notifications } = await h.ok('GetAdmin', undefined, { token })
    const added = notifications.find((n) => n.trigger === 'adminChildSecurityEvent')
    expect(added).toMatchObject({ methodId: seedIds.textMethod })
    expect(added?.id).not.toBe(input().id.toUpperCase())
    expect(notifications).toHaveLength(3)
    const again = await h.call('SaveNotification', input({ id: 'a1b2c3d4-0000-4000-8000-0000000000f2' }), { token })
    expect(again.status).toBe(500)
  })

  it('an update changes the method and trigger of the caller’s own rule', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const { notifications } = await h.ok('GetAdmin', undefined, { token })
    const rule = notifications.find((n) => n.trigger === 'unlockRequestSubmitted')
    if (!rule) throw new Error('seeded rule missing')
    await h.ok('SaveNotification', input({ id: rule.id.toLowerCase(), isNew: false, trigger: 'unlockRequestSubmitted' }), { token })
    const after = (await h.ok('GetAdmin', undefined, { token })).notifications.find((n) => n.id === rule.id)
    expect(after).toEqual({ id: rule.id, trigger: 'unlockRequestSubmitted', methodId: seedIds.textMethod })
  })

  it('an unknown or foreign rule is 404 "Admin notification"; a foreign method is 404 too', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const other = await h.ok('Login', otherParent)
    const seededRule = (await h.ok('GetAdmin', undefined, { token })).notifications[0]
    const foreignRule = await h.call('SaveNotification', input({ id: seededRule?.id, isNew: false }), { token: other.token })
    expect(foreignRule.status).toBe(404)
    expect(foreignRule.body).toMatchObject({ id: '6ac1205a', entityName: 'Admin verified notification method' })
    const unknownRule = await h.call('SaveNotification', input({ isNew: false }), { token })
    expect(unknownRule).toMatchObject({ status: 404, body: { id: '6ac1205a', entityName: 'Admin notification' } })
    // The other parent's own method, but the demo parent's rule: still not found.
    const { methodId, code } = await startMethod(h, other.token, { case: 'email', email: otherParent.email })
    await h.ok('ConfirmPendingNotificationMethod', { id: methodId, code }, { token: other.token })
    const ruleOfOther = await h.call('SaveNotification', input({ id: seededRule?.id, isNew: false, methodId }), { token: other.token })
    expect(ruleOfOther).toMatchObject({ status: 404, body: { entityName: 'Admin notification' } })
    const foreignMethod = await h.call('SaveNotification', input({ methodId }), { token })
    expect(foreignMethod).toMatchObject({ status: 404, body: { entityName: 'Admin verified notification method' } })
    expect(h.fake.db.adminNotification.findMany({ where: { adminId: idEq(seedIds.otherAdmin) } })).toEqual([])
  })
})

describe('triggers', () => {
  it('an unlock batch notifies the matching rules once, with a link to the request(s)', async () => {
    const h = await startFake()
    const deps = h.fake.deps
    const [id] = submitUnlockRequests(deps, seedIds.mayaOnMacBookAir, [{ bundleId: 'com.apple.Safari', url: 'https://a.example/' }], 'pls', dashboard)
    const one = latest(h)
    expect(one).toMatchObject({ channel: 'email', to: demoCredentials.email, subject: '[Gatehouse] New unlock request from Maya' })
    expect(one.links).toEqual([`${dashboard}/children/${seedIds.maya.toLowerCase()}/unlock-requests/${id?.toLowerCase()}`])
    const sent = h.fake.control.outbox().length
    submitUnlockRequests(
      deps,
      seedIds.leoOnMacBookPro,
      [
        { bundleId: 'a', hostname: 'a.example' },
        { bundleId: 'b', ipAddress: '1.2.3.4' },
      ],
      undefined,
      dashboard,
    )
    expect(h.fake.control.outbox().length).toBe(sent + 1)
    expect(latest(h)).toMatchObject({ subject: '[Gatehouse] 2 new unlock requests from Leo' })
    expect(latest(h).links).toEqual([`${dashboard}/children/${seedIds.leo.toLowerCase()}/unlock-requests`])
  })

  it('a suspension request goes to the rule’s text method', async () => {
    const h = await startFake()
    const id = submitSuspendFilterRequest(h.fake.deps, seedIds.mayaOnMacBookAir, 900, 'homework', dashboard)
    expect(latest(h)).toMatchObject({ channel: 'text', to: '+15555550123', subject: '' })
    expect(latest(h).links).toEqual([`${dashboard}/children/${seedIds.maya.toLowerCase()}/suspend-filter-requests/${id?.toLowerCase()}`])
  })

  it('with no rules at all, requests fall back to the account e-mail; security events do not', async () => {
    const h = await startFake()
    const deps = h.fake.deps
    const message = { subject: 'S', text: 'T', link: `${dashboard}/x` }
    // The other parent has no rules.
    expect(notifyAdmin(deps, seedIds.otherAdmin, 'adminChildSecurityEvent', message, h.clock.now())).toBe(0)
    expect(notifyAdmin(deps, seedIds.otherAdmin, 'suspendFilterRequestSubmitted', message, h.clock.now())).toBe(1)
    expect(latest(h)).toMatchObject({ channel: 'email', to: otherParent.email, subject: 'S' })
    expect(latest(h).body).toContain("you don't have any notifications set up")
    // A parent with a rule for another trigger gets no fallback.
    expect(notifyAdmin(deps, seedIds.demoAdmin, 'adminChildSecurityEvent', message, h.clock.now())).toBe(0)
  })
})
