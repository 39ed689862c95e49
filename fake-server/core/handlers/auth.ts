/**
 * The unauthenticated operations: signup, verification, logins, magic links, password reset,
 * conference e-mails. Answers never reveal whether an account exists, except that a login to an
 * unverified account says so (as the real server does).
 */
import type { AdminRow } from '../db/db'
import { day, idEq } from '../db/db'
import type { HandlerRegistry, PublicContext } from '../context'
import { pqlError, vaporError } from '../errors'
import { messages } from '../outbox'
import { hashPassword, newSalt, verifyPassword } from '../passwords'
import { addVerifiedMethod, createAdminToken, findAdmin, findAdminByEmail, logAdminEvent } from '../services'

/**
 * The server's e-mail check: exactly one `@`, a non-empty local part, and a domain longer than
 * 3 characters that contains a dot.
 */
export function isValidEmail(email: string): boolean {
  const parts = email.split('@')
  if (parts.length !== 2) return false
  const [local = '', domain = ''] = parts
  return local.length > 0 && domain.length > 3 && domain.includes('.')
}

const badRequest = () => vaporError(400, 'Bad Request')

const incorrectCredentials = () =>
  pqlError({
    id: '1e087878',
    type: 'unauthorized',
    status: 401,
    debugMessage: 'Incorrect email or password',
    userMessage: 'Incorrect email or password',
    showContactSupport: false,
  })

const magicLinkNotFound = () =>
  pqlError({
    id: '9a314d21',
    type: 'unauthorized',
    status: 401,
    debugMessage: 'Magic link token invalid or expired',
    tag: 'magicLinkTokenNotFound',
    showContactSupport: false,
  })

const alreadyVerified = (id: 'beb1b493' | 'f2b70e49') =>
  pqlError({
    id,
    type: 'badRequest',
    status: 400,
    debugMessage: 'email already verified',
    tag: 'emailAlreadyVerified',
    showContactSupport: false,
  })

const userError = (id: string, message: string, status: 400 | 401) =>
  pqlError({
    id,
    type: status === 400 ? 'badRequest' : 'unauthorized',
    status,
    debugMessage: message,
    userMessage: message,
    showContactSupport: false,
  })

/** Creates a verification link token and "e-mails" it. */
function sendVerificationEmail(ctx: PublicContext, admin: AdminRow): void {
  const { deps, now } = ctx
  const token = deps.newId()
  deps.stores.addLinkToken(token, admin.id, 'verify', now)
  deps.outbox.send(messages.verifySignup(admin.email, ctx.dashboardUrl, token), now)
}

/** A successful password login: event + fresh token. */
function passwordLogin(ctx: PublicContext, admin: AdminRow): { adminId: string; token: string } {
  logAdminEvent(ctx.deps, admin.id, 'login', ctx.now, 'using email/password', ctx.ipAddress)
  return { adminId: admin.id, token: createAdminToken(ctx.deps, admin.id, ctx.now) }
}

export const authHandlers = {
  async Signup(input, ctx) {
    const email = input.email.toLowerCase()
    if (!isValidEmail(email)) throw badRequest()
    const { deps, now } = ctx
    const existing = findAdminByEmail(deps.db, email)
    if (existing) {
      if (existing.subscriptionStatus === 'pendingEmailVerification') {
        sendVerificationEmail(ctx, existing)
        return {}
      }
      if (await verifyPassword(input.password, existing.salt, existing.passwordHash)) {
        return { admin: passwordLogin(ctx, existing) }
      }
      deps.outbox.send(messages.signupAgain(existing.email, ctx.dashboardUrl), now)
      return {}
    }
    const salt = newSalt(deps.random)
    const passwordHash = await hashPassword(input.password, salt)
    // A Signup for the same address may have created the admin while the hash was computed: the
    // real server's unique e-mail constraint fails the second insert (a generic 500).
    if (findAdminByEmail(deps.db, email)) throw new Error('Signup: an admin with this e-mail already exists')
    const admin = deps.db.admin.create({
      id: deps.newId(),
      email,
      passwordHash,
      salt,
      subscriptionStatus: 'pendingEmailVerification',
      statusExpiration: now.getTime() + 7 * day,
      monthlyPriceCents: 1500,
      trialPeriodDays: 21,
      subscriptionId: null,
      gclid: input.gclid ?? null,
      abTestVariant: input.abTestVariant ?? null,
      createdAt: now.getTime(),
    })
    sendVerificationEmail(ctx, admin)
    return {}
  },

  VerifySignupEmail(input, ctx) {
    const { deps, now } = ctx
    const lookup = deps.stores.retrieveLinkToken(input.token, now)
    const admin = lookup.status === 'notFound' ? null : findAdmin(deps.db, lookup.adminId)
    if (lookup.status === 'notFound' || !admin) throw vaporError(404, 'Not Found')
    const pending = admin.subscriptionStatus === 'pendingEmailVerification'
    if (lookup.status === 'expired') {
      if (!pending) throw alreadyVerified('beb1b493')
      sendVerificationEmail(ctx, admin)
      throw userError(
        '84a6c609',
        'The link you clicked has expired, but we sent a new verification email. Please check your email and try again.',
        400,
      )
    }
    if (lookup.status === 'previouslyRetrieved') {
      if (!pending) throw alreadyVerified('f2b70e49')
      sendVerificationEmail(ctx, admin)
      throw userError(
        '6257bfb9',
        "Sorry, we couldn't verify you this time, but we sent a new verification email. Please check your email and try again.",
        400,
      )
    }
    if (pending) {
      deps.db.admin.update({
        where: { id: idEq(admin.id) },
        data: {
          subscriptionStatus: 'trialing',
          // A 21-day trial is 18 days trialing, then 3 days "expiring soon".
          statusExpiration: now.getTime() + (admin.trialPeriodDays - 3) * day,
        },
      })
      addVerifiedMethod(deps, admin.id, { case: 'email', email: admin.email }, now)
    }
    return { adminId: admin.id, token: createAdminToken(deps, admin.id, now) }
  },

  async Login(input, ctx) {
    const { deps } = ctx
    const admin = findAdminByEmail(deps.db, input.email)
    if (!admin) throw incorrectCredentials()
    if (admin.subscriptionStatus === 'pendingEmailVerification') {
      sendVerificationEmail(ctx, admin)
      throw userError('4b5bbea0', 'You may not login until your email is verified. Please check your email for a new verification link.', 401)
    }
    if (!(await verifyPassword(input.password, admin.salt, admin.passwordHash))) {
      logAdminEvent(deps, admin.id, 'loginFailed', ctx.now, 'incorrect password', ctx.ipAddress)
      throw incorrectCredentials()
    }
    return passwordLogin(ctx, admin)
  },

  RequestMagicLink(input, ctx) {
    const email = input.email.toLowerCase()
    if (!isValidEmail(email)) throw badRequest()
    const { deps, now } = ctx
    const admin = findAdminByEmail(deps.db, email)
    if (!admin) {
      deps.outbox.send(messages.magicLinkNoAccount(email, ctx.dashboardUrl), now)
      return { success: true }
    }
    const token = deps.newId()
    deps.stores.addLinkToken(token, admin.id, 'magicLink', now)
    deps.outbox.send(messages.magicLink(admin.email, ctx.dashboardUrl, token, input.redirect), now)
    return { success: true }
  },

  LoginMagicLink(input, ctx) {
    const { deps, now } = ctx
    const lookup = deps.stores.retrieveLinkToken(input.token, now)
    if (lookup.status !== 'ok') throw magicLinkNotFound()
    const admin = findAdmin(deps.db, lookup.adminId)
    if (!admin) throw magicLinkNotFound()
    logAdminEvent(deps, admin.id, 'login', now, 'using magic link', ctx.ipAddress)
    return { adminId: admin.id, token: createAdminToken(deps, admin.id, now) }
  },

  SendPasswordResetEmail(input, ctx) {
    const email = input.email.toLowerCase()
    if (!isValidEmail(email)) throw badRequest()
    const { deps, now } = ctx
    const admin = findAdminByEmail(deps.db, email)
    if (!admin) {
      deps.outbox.send(messages.passwordResetNoAccount(email, ctx.dashboardUrl), now)
      return { success: true }
    }
    const token = deps.newId()
    deps.stores.addLinkToken(token, admin.id, 'reset', now)
    logAdminEvent(deps, admin.id, 'passwordResetRequested', now, undefined, ctx.ipAddress)
    deps.outbox.send(messages.passwordReset(admin.email, ctx.dashboardUrl, token), now)
    return { success: true }
  },

  async ResetPassword(input, ctx) {
    const { deps, now } = ctx
    const lookup = deps.stores.retrieveLinkToken(input.token, now)
    if (lookup.status !== 'ok') return { success: false }
    const admin = findAdmin(deps.db, lookup.adminId)
    if (!admin) return { success: false }
    // No password rules, and existing sessions stay valid (as on the real server).
    const salt = newSalt(deps.random)
    const passwordHash = await hashPassword(input.password, salt)
    deps.db.admin.update({ where: { id: idEq(admin.id) }, data: { salt, passwordHash } })
    logAdminEvent(deps, admin.id, 'passwordChanged', now, undefined, ctx.ipAddress)
    return { success: true }
  },

  SaveConferenceEmail(input, ctx) {
    const { deps, now } = ctx
    // The real server records an analytics event and tells its staff on Slack; nothing a parent sees.
    deps.db.analyticsEvent.create({
      id: deps.newId(),
      adminId: null,
      kind: 'conference',
      eventId: input.source,
      detail: input.email,
      createdAt: now.getTime(),
    })
    return { success: true }
  },
} satisfies HandlerRegistry
