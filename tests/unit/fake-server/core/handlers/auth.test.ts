/**
 * The unauthenticated operations: signup, e-mail verification, logins, magic links, password
 * reset, and the account-enumeration and single-use rules around them.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { OutboxMessage } from '@domain/demo/control'
import { day, hour, minute } from '../../../../../fake-server/core/db/db'
import { isValidEmail } from '../../../../../fake-server/core/handlers/auth'
import { demoCredentials, seedIds } from '../../../../../fake-server/demo/seed/seed'
import { type Harness, dashboard, startFake } from '../../harness'

const tokenFromLink = (link: string): string => {
  const match = /\/(?:verify-signup-email|otp|reset-password)\/([0-9a-f-]{36})/.exec(link)
  if (!match?.[1]) throw new Error(`no token in ${link}`)
  return match[1]
}

const latest = (h: Harness): OutboxMessage => {
  const message = h.fake.control.outbox()[0]
  if (!message) throw new Error('outbox is empty')
  return message
}

const latestToken = (h: Harness): string => tokenFromLink(latest(h).links[0] ?? '')

/** Security events as the parent sees them. */
const feed = async (h: Harness, token: string) => h.ok('SecurityEventsFeed', undefined, { token })

async function signupAndVerify(h: Harness, email = 'new.parent@example.com', password = 'hunter22') {
  expect(await h.ok('Signup', { email, password })).toEqual({})
  const verified = await h.ok('VerifySignupEmail', { token: latestToken(h) })
  return { ...verified, email, password }
}

describe('Signup → VerifySignupEmail → Login', () => {
  it('creates a pending account, e-mails a 24-hour verification link, and verifies it', async () => {
    const h = await startFake()
    const signup = await h.call('Signup', { email: 'New.Parent@Example.com', password: 'pw', gclid: 'g-1' })
    expect(signup).toMatchObject({ status: 200, body: {} })
    expect(signup.text).toBe('{}')

    const mail = latest(h)
    expect(mail).toMatchObject({
      channel: 'email',
      to: 'new.parent@example.com',
      subject: 'Action Required: Confirm your email',
    })
    expect(mail.body).toMatch(/24 hours/)
    expect(mail.links).toHaveLength(1)
    const link = mail.links[0] ?? ''
    expect(link).toMatch(new RegExp(`^${dashboard}/verify-signup-email/[0-9a-f-]{36}$`))
    expect(mail.sentAt).toBe('2025-05-28T15:00:00Z')

    // Not verified yet: login is refused and the link is re-sent.
    const early = await h.call('Login', { email: 'new.parent@example.com', password: 'pw' })
    expect(early.status).toBe(401)
    expect(early.body).toMatchObject({
      id: '4b5bbea0',
      type: 'unauthorized',
      userMessage: 'You may not login until your email is verified. Please check your email for a new verification link.',
    })
    expect(h.fake.control.outbox()).toHaveLength(2)

    const verified = await h.ok('VerifySignupEmail', { token: tokenFromLink(link) })
    const admin = await h.ok('GetAdmin', undefined, { token: verified.token })
    expect(admin.id).toBe(verified.adminId)
    expect(admin.email).toBe('new.parent@example.com')
    expect(admin.subscriptionStatus).toEqual({ case: 'trialing', daysLeft: 25 })
    // A verified e-mail method is added, with no notification rules.
    expect(admin.verifiedNotificationMethods).toEqual([{ id: expect.any(String), config: { case: 'email', email: 'new.parent@example.com' } }])
    expect(admin.notifications).toEqual([])

    const login = await h.ok('Login', { email: 'NEW.PARENT@example.com', password: 'pw' })
    expect(login.adminId).toBe(verified.adminId)
    expect(login.token).not.toBe(verified.token)
  })

  it('uses X-DashboardUrl for links when the request carries it', async () => {
    const h = await startFake()
    await h.call('Signup', { email: 'a@example.com', password: 'pw' }, { headers: { 'X-DashboardUrl': 'http://localhost:8081/' } })
    expect(latest(h).links[0]).toMatch(/^http:\/\/localhost:8081\/verify-signup-email\//)
  })

  it('rejects invalid e-mail addresses with 400 Bad Request (Vapor shape)', async () => {
    const h = await startFake()
    for (const email of ['no-at-sign', 'two@@example.com', '@example.com', 'a@b.c', 'a@example', 'a@b@c.com']) {
      for (const op of ['Signup', 'RequestMagicLink', 'SendPasswordResetEmail'] as const) {
        const input = op === 'Signup' ? { email, password: 'x' } : { email }
        const reply = await h.call(op, input)
        expect(reply.status, `${op} ${email}`).toBe(400)
        expect(reply.body).toEqual({ error: true, reason: 'Bad Request' })
      }
    }
    expect(h.fake.control.outbox()).toHaveLength(0)
  })

  it('property: the e-mail check is exactly one @, a local part, a dotted domain over 3 chars', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (local, domain) => {
        const expected = !local.includes('@') && !domain.includes('@') && local.length > 0 && domain.length > 3 && domain.includes('.')
        expect(isValidEmail(`${local}@${domain}`)).toBe(expected)
      }),
    )
    fc.assert(fc.property(fc.string(), (text) => text.includes('@') || !isValidEmail(text)))
  })

  it('does not validate the password at all', async () => {
    const h = await startFake()
    await signupAndVerify(h, 'empty@example.com', '')
    expect((await h.call('Login', { email: 'empty@example.com', password: '' })).status).toBe(200)
  })
})

describe('Signup with an existing address', () => {
  it('two simultaneous Signups for one new address create one admin; the other fails as a unique constraint does', async () => {
    const h = await startFake()
    const input = { email: 'twins@example.com', password: 'pw' }
    const replies = await Promise.all([h.call('Signup', input), h.call('Signup', input)])
    expect(replies.map((r) => r.status).sort()).toEqual([200, 500])
    expect(h.fake.db.admin.findMany({ where: { email: { equals: 'twins@example.com' } } })).toHaveLength(1)
  })

  it('verified + right password: logs in and logs a login event, sending nothing', async () => {
    const h = await startFake()
    const reply = await h.ok('Signup', demoCredentials)
    expect(reply.admin?.adminId).toBe(seedIds.demoAdmin)
    expect(h.fake.control.outbox()).toHaveLength(0)
    const events = await feed(h, reply.admin?.token ?? '')
    expect(events[0]).toMatchObject({ case: 'admin', event: 'Successful login', detail: 'using email/password' })
  })

  it('verified + wrong password: {} and a "Gatehouse Signup Request" e-mail linking to /login', async () => {
    const h = await startFake()
    const reply = await h.call('Signup', { email: demoCredentials.email, password: 'guess' })
    expect(reply).toMatchObject({ status: 200, body: {} })
    expect(latest(h)).toMatchObject({
      to: demoCredentials.email,
      subject: 'Gatehouse Signup Request',
      links: [`${dashboard}/login`],
    })
  })

  it('still pending: {} and the verification e-mail is sent again', async () => {
    const h = await startFake()
    await h.ok('Signup', { email: 'pending@example.com', password: 'one' })
    const reply = await h.call('Signup', { email: 'PENDING@example.com', password: 'two' })
    expect(reply).toMatchObject({ status: 200, body: {} })
    const mails = h.fake.control.outbox()
    expect(mails).toHaveLength(2)
    expect(mails.map((m) => m.subject)).toEqual(['Action Required: Confirm your email', 'Action Required: Confirm your email'])
    expect(mails[0]?.links[0]).not.toBe(mails[1]?.links[0])
  })
})

describe('VerifySignupEmail errors', () => {
  it('unknown token → Vapor 404 "Not Found"', async () => {
    const h = await startFake()
    const reply = await h.call('VerifySignupEmail', { token: '0c9e8d7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f' })
    expect(reply).toMatchObject({ status: 404, body: { error: true, reason: 'Not Found' } })
  })

  it('expired token, still pending → 84a6c609 and a new verification e-mail', async () => {
    const h = await startFake()
    await h.ok('Signup', { email: 'slow@example.com', password: 'pw' })
    const token = latestToken(h)
    h.clock.advance(24 * hour)
    const reply = await h.call('VerifySignupEmail', { token })
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({
      version: 1,
      id: '84a6c609',
      type: 'badRequest',
      userMessage: 'The link you clicked has expired, but we sent a new verification email. Please check your email and try again.',
      debugMessage: 'The link you clicked has expired, but we sent a new verification email. Please check your email and try again.',
      showContactSupport: false,
      statusCode: 400,
    })
    expect(h.fake.control.outbox()).toHaveLength(2)
    // A retried expired token is still "expired", and the new link works.
    expect((await h.call('VerifySignupEmail', { token })).body.id).toBe('84a6c609')
    expect((await h.call('VerifySignupEmail', { token: latestToken(h) })).status).toBe(200)
  })

  it('token already used, account still pending → 6257bfb9 and a new e-mail', async () => {
    const h = await startFake()
    await h.ok('Signup', { email: 'twice@example.com', password: 'pw' })
    const token = latestToken(h)
    // Link tokens are interchangeable: the verification link works as a magic link (and is used up).
    await h.ok('LoginMagicLink', { token })
    const reply = await h.call('VerifySignupEmail', { token })
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({
      id: '6257bfb9',
      type: 'badRequest',
      userMessage: "Sorry, we couldn't verify you this time, but we sent a new verification email. Please check your email and try again.",
    })
    expect(h.fake.control.outbox()).toHaveLength(2)
  })

  it('token already used, account verified → f2b70e49 with tag emailAlreadyVerified', async () => {
    const h = await startFake()
    await h.ok('Signup', { email: 'done@example.com', password: 'pw' })
    const token = latestToken(h)
    await h.ok('VerifySignupEmail', { token })
    const reply = await h.call('VerifySignupEmail', { token })
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({
      id: 'f2b70e49',
      type: 'badRequest',
      debugMessage: 'email already verified',
      dashboardTag: 'emailAlreadyVerified',
      showContactSupport: false,
    })
    expect(reply.body).not.toHaveProperty('userMessage')
  })

  it('expired token, account verified → beb1b493 with tag emailAlreadyVerified', async () => {
    const h = await startFake()
    await h.ok('Signup', { email: 'old@example.com', password: 'pw' })
    const first = latestToken(h)
    await h.ok('Signup', { email: 'old@example.com', password: 'pw' })
    const second = latestToken(h)
    await h.ok('VerifySignupEmail', { token: first })
    h.clock.advance(25 * hour)
    const reply = await h.call('VerifySignupEmail', { token: second })
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({ id: 'beb1b493', dashboardTag: 'emailAlreadyVerified', debugMessage: 'email already verified' })
  })

  it('verifying an already verified account with a fresh link only returns a token', async () => {
    const h = await startFake()
    const { adminId } = await signupAndVerify(h, 'again@example.com')
    await h.ok('RequestMagicLink', { email: 'again@example.com' })
    const reply = await h.ok('VerifySignupEmail', { token: latestToken(h) })
    expect(reply.adminId).toBe(adminId)
    const admin = await h.ok('GetAdmin', undefined, { token: reply.token })
    expect(admin.verifiedNotificationMethods).toHaveLength(1)
  })
})

describe('Login', () => {
  it('unknown e-mail → 401 1e087878 "Incorrect email or password", no event', async () => {
    const h = await startFake()
    const reply = await h.call('Login', { email: 'nobody@example.com', password: 'x' })
    expect(reply.status).toBe(401)
    expect(reply.body).toMatchObject({
      id: '1e087878',
      type: 'unauthorized',
      userMessage: 'Incorrect email or password',
      debugMessage: 'Incorrect email or password',
      showContactSupport: false,
      statusCode: 401,
    })
  })

  it('wrong password → the same error plus a "Failed login" event with the caller IP', async () => {
    const h = await startFake()
    const wrong = await h.call(
      'Login',
      { email: demoCredentials.email, password: 'nope' },
      { headers: { 'X-Forwarded-For': '198.51.100.9, 10.0.0.1' } },
    )
    expect(wrong.status).toBe(401)
    expect(wrong.body.id).toBe('1e087878')
    await h.call('Login', { email: demoCredentials.email, password: 'nope again' })
    const ok = await h.ok('Login', demoCredentials, { headers: { 'CF-Connecting-IP': '203.0.113.50' } })
    const events = await feed(h, ok.token)
    const recent = events.slice(0, 3)
    expect(recent).toEqual([
      expect.objectContaining({ case: 'admin', event: 'Successful login', detail: 'using email/password', ipAddress: '203.0.113.50' }),
      expect.objectContaining({ case: 'admin', event: 'Failed login', detail: 'incorrect password', ipAddress: '127.0.0.1' }),
      expect.objectContaining({ case: 'admin', event: 'Failed login', detail: 'incorrect password', ipAddress: '198.51.100.9' }),
    ])
    for (const event of recent) expect(event.explanation.length).toBeGreaterThan(40)
  })

  it('a new login deletes the tokens that are past their 28 days, and only those', async () => {
    const h = await startFake()
    const old = await h.loginDemo()
    h.clock.advance(27 * day)
    const recent = await h.loginDemo()
    expect(h.fake.db.adminToken.count()).toBeGreaterThanOrEqual(2)
    h.clock.advance(day)
    expect((await h.call('GetAdmin', undefined, { token: old.token })).status).toBe(401)
    const now = h.clock.now().getTime()
    const expired = () => h.fake.db.adminToken.getAll().filter((t) => t.expiresAt <= now)
    expect(expired().length).toBeGreaterThan(0)
    await h.loginDemo()
    expect(expired()).toEqual([])
    expect((await h.call('GetAdmin', undefined, { token: recent.token })).status).toBe(200)
  })
})

describe('magic links', () => {
  it('e-mails a 60-minute, single-use link with the redirect, and logs in with it', async () => {
    const h = await startFake()
    expect(await h.ok('RequestMagicLink', { email: 'Demo@Gatehouse.app', redirect: '/children/abc?tab=1' })).toEqual({ success: true })
    const mail = latest(h)
    expect(mail.subject).toBe('Gatehouse magic link')
    expect(mail.to).toBe(demoCredentials.email)
    expect(mail.links[0]).toMatch(new RegExp(`^${dashboard}/otp/[0-9a-f-]{36}\\?redirect=%2Fchildren%2Fabc%3Ftab%3D1$`))
    const token = latestToken(h)

    h.clock.advance(59 * minute)
    const login = await h.ok('LoginMagicLink', { token: token.toUpperCase() })
    expect(login.adminId).toBe(seedIds.demoAdmin)
    const events = await feed(h, login.token)
    expect(events[0]).toMatchObject({ event: 'Successful login', detail: 'using magic link' })

    const again = await h.call('LoginMagicLink', { token })
    expect(again.status).toBe(401)
    expect(again.body).toMatchObject({
      id: '9a314d21',
      type: 'unauthorized',
      debugMessage: 'Magic link token invalid or expired',
      dashboardTag: 'magicLinkTokenNotFound',
      showContactSupport: false,
    })
    expect(again.body).not.toHaveProperty('userMessage')
  })

  it('refuses a link after 60 minutes, and an unknown token', async () => {
    const h = await startFake()
    await h.ok('RequestMagicLink', { email: demoCredentials.email })
    h.clock.advance(60 * minute)
    expect((await h.call('LoginMagicLink', { token: latestToken(h) })).body.id).toBe('9a314d21')
    expect((await h.call('LoginMagicLink', { token: '0c9e8d7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f' })).body.id).toBe('9a314d21')
  })

  it('answers success for an unknown address and sends a "no account" e-mail instead', async () => {
    const h = await startFake()
    expect(await h.ok('RequestMagicLink', { email: 'stranger@example.com' })).toEqual({ success: true })
    expect(latest(h)).toMatchObject({ to: 'stranger@example.com', subject: 'Gatehouse magic link', links: [`${dashboard}/signup`] })
    expect(latest(h).links.join()).not.toMatch(/otp/)
  })
})

describe('password reset', () => {
  it('e-mails a reset link, changes the password once, and logs both events', async () => {
    const h = await startFake()
    const session = await h.loginDemo()
    expect(await h.ok('SendPasswordResetEmail', { email: demoCredentials.email })).toEqual({ success: true })
    const mail = latest(h)
    expect(mail.subject).toBe('Gatehouse password reset')
    expect(mail.links[0]).toMatch(new RegExp(`^${dashboard}/reset-password/[0-9a-f-]{36}$`))
    const token = latestToken(h)

    expect(await h.ok('ResetPassword', { token, password: 'brand-new-pw' })).toEqual({ success: true })
    expect(await h.ok('ResetPassword', { token, password: 'second-try' })).toEqual({ success: false })

    expect((await h.call('Login', demoCredentials)).status).toBe(401)
    const fresh = await h.ok('Login', { email: demoCredentials.email, password: 'brand-new-pw' })
    // Existing sessions are not revoked.
    expect((await h.call('GetAdmin', undefined, { token: session.token })).status).toBe(200)
    const events = (await feed(h, fresh.token)).map((e) => e.event)
    expect(events.slice(0, 5)).toEqual(['Successful login', 'Failed login', 'Password changed', 'Password reset requested', 'Successful login'])
  })

  it('answers {success:false} (HTTP 200) for an unknown or expired token', async () => {
    const h = await startFake()
    const unknown = await h.call('ResetPassword', { token: '0c9e8d7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f', password: 'x' })
    expect(unknown).toMatchObject({ status: 200, body: { success: false } })
    await h.ok('SendPasswordResetEmail', { email: demoCredentials.email })
    h.clock.advance(61 * minute)
    expect(await h.ok('ResetPassword', { token: latestToken(h), password: 'x' })).toEqual({ success: false })
    expect((await h.call('Login', demoCredentials)).status).toBe(200)
  })

  it('sends a "no account" e-mail for an unknown address, still answering success', async () => {
    const h = await startFake()
    expect(await h.ok('SendPasswordResetEmail', { email: 'ghost@example.com' })).toEqual({ success: true })
    expect(latest(h)).toMatchObject({ to: 'ghost@example.com', subject: 'Gatehouse password reset' })
    expect(latest(h).links.join()).not.toMatch(/reset-password\//)
  })

  it('a reset token also works as a magic link (tokens are interchangeable)', async () => {
    const h = await startFake()
    await h.ok('SendPasswordResetEmail', { email: demoCredentials.email })
    const token = latestToken(h)
    expect((await h.ok('LoginMagicLink', { token })).adminId).toBe(seedIds.demoAdmin)
    expect(await h.ok('ResetPassword', { token, password: 'x' })).toEqual({ success: false })
  })
})

describe('other unauthenticated operations', () => {
  it('SaveConferenceEmail stores the address without validation and sends nothing', async () => {
    const h = await startFake()
    expect(await h.ok('SaveConferenceEmail', { email: 'not really an email', source: 'booth' })).toEqual({ success: true })
    expect(h.fake.db.analyticsEvent.findMany({ where: { kind: { equals: 'conference' } } })).toHaveLength(1)
    expect(h.fake.control.outbox()).toHaveLength(0)
    expect((await h.call('SaveConferenceEmail', { email: 'a@b.co', source: 'stage' })).status).toBe(404)
  })

  it('a pending account can get a token by magic link, but GetAdmin then fails with a 500', async () => {
    const h = await startFake()
    await h.ok('Signup', { email: 'edge@example.com', password: 'pw' })
    await h.ok('RequestMagicLink', { email: 'edge@example.com' })
    const login = await h.ok('LoginMagicLink', { token: latestToken(h) })
    const reply = await h.call('GetAdmin', undefined, { token: login.token })
    expect(reply).toMatchObject({ status: 500, body: { error: true, reason: 'Internal Server Error' } })
    h.clock.advance(day)
  })
})
