/**
 * Notification methods and notification rules:
 * CreatePendingNotificationMethod, ConfirmPendingNotificationMethod, SaveNotification, and the
 * fan-out of a trigger to the parent's methods (every message lands in the outbox).
 *
 * Stricter than the real server: SaveNotification only accepts the caller's own verified
 * methods (404 "Admin verified notification method"), and another parent's pending method is
 * refused without using up its one attempt.
 */
import type { AdminNotificationTrigger, NotificationMethodConfig } from '@domain/api/wire'
import type { HandlerRegistry, ServerDeps } from '../context'
import { idEq, readConfig, ttl, writeJson } from '../db/db'
import { notFound, pqlError, vaporError } from '../errors'
import { type Draft, productName } from '../outbox'
import { findAdmin } from '../services'

const incorrectCode = () => vaporError(401, '[@client:incorrectConfirmationCode]')

const slackFailed = (reason: string) =>
  pqlError({
    id: 'df619205',
    type: 'unauthorized',
    status: 401,
    debugMessage: `failed to send Slack verification code: ${reason}`,
    tag: 'slackVerificationFailed',
    showContactSupport: false,
  })

/**
 * Why the demo's Slack refuses to post a verification code, or null when it posts: a blank
 * token, a blank channel ID, or a token containing "fail" (the demo's way to show a failing
 * Slack app, e.g. `xoxb-fail-123`).
 */
export function slackPostRefusal(token: string, channelId: string): string | null {
  if (token.trim() === '') return 'not_authed'
  if (/fail/i.test(token)) return 'invalid_auth'
  if (channelId.trim() === '') return 'channel_not_found'
  return null
}

/** Where a method delivers: e-mail address, phone number or Slack channel name. */
export const methodAddress = (config: NotificationMethodConfig): string =>
  config.case === 'email' ? config.email : config.case === 'text' ? config.phoneNumber : config.channelName

/** The verification-code message for a method being added. */
export function verificationCodeDraft(config: NotificationMethodConfig, code: number): Draft {
  const digits = String(code)
  switch (config.case) {
    case 'email':
      return {
        channel: 'email',
        to: config.email,
        subject: `${productName} app verification code`,
        body:
          `Your ${productName} verification code is ${digits}.\n\nEnter it in the dashboard within 60 minutes to ` +
          `start getting notifications at this address. If you didn't ask for it, you can ignore this message.`,
        code: digits,
      }
    case 'text':
      return { channel: 'text', to: config.phoneNumber, subject: '', body: `Your verification code is ${digits}`, code: digits }
    case 'slack':
      return { channel: 'slack', to: config.channelName, subject: '', body: `Your verification code is \`${digits}\``, code: digits }
  }
}

/** What a trigger says, per channel: an e-mail subject, the text, and the link to act on. */
export interface TriggerMessage {
  readonly subject: string
  readonly text: string
  readonly link: string
}

function draftFor(config: NotificationMethodConfig, message: TriggerMessage, notice = ''): Draft {
  const body = `${message.text}\n\n${message.link}${notice}`
  return {
    channel: config.case,
    to: methodAddress(config),
    subject: config.case === 'email' ? message.subject : '',
    body,
    links: [message.link],
  }
}

const noRulesNotice =
  `\n\nYou are getting this e-mail because you don't have any notifications set up. ` +
  `You can choose how and when ${productName} tells you about requests in Settings.`

/**
 * Sends a trigger's message through every method of the parent's matching rules. With no rules
 * at all, unlock and suspend-filter requests fall back to the account e-mail; security events
 * have no fallback. Returns how many messages went out.
 */
export function notifyAdmin(deps: ServerDeps, adminId: string, trigger: AdminNotificationTrigger, message: TriggerMessage, now: Date): number {
  const { db } = deps
  const rules = db.adminNotification.findMany({ where: { adminId: idEq(adminId) } })
  if (rules.length === 0) {
    const admin = findAdmin(db, adminId)
    if (!admin || trigger === 'adminChildSecurityEvent') return 0
    deps.outbox.send(draftFor({ case: 'email', email: admin.email }, message, noRulesNotice), now)
    return 1
  }
  let sent = 0
  for (const rule of rules) {
    if (rule.trigger !== trigger) continue
    const method = db.verifiedNotificationMethod.findFirst({ where: { id: { equals: rule.methodId } } })
    if (!method) continue
    deps.outbox.send(draftFor(readConfig(method.configJson), message), now)
    sent++
  }
  return sent
}

export const notificationsHandlers = {
  CreatePendingNotificationMethod(input, ctx) {
    const { deps, now } = ctx
    // Nothing is validated (as on the real server) except that the Slack post must go through.
    if (input.case === 'slack') {
      const refusal = slackPostRefusal(input.token, input.channelId)
      if (refusal) throw slackFailed(refusal)
    }
    const code = 100000 + Math.floor(deps.random() * 900000)
    const methodId = deps.newId()
    deps.stores.addPendingMethod(
      methodId,
      {
        adminId: ctx.admin.id,
        config: input,
        code,
        expiresAt: now.getTime() + ttl.pendingMethod,
      },
      now,
    )
    deps.outbox.send(verificationCodeDraft(input, code), now)
    return { methodId }
  },

  ConfirmPendingNotificationMethod(input, ctx) {
    const { deps, now } = ctx
    const pending = deps.stores.takePendingMethod(input.id)
    if (!pending) throw incorrectCode()
    if (pending.adminId !== ctx.admin.id) {
      // Not the caller's: refused, and left for its owner.
      deps.stores.addPendingMethod(input.id, pending, now)
      throw vaporError(401, 'Unauthorized')
    }
    // One attempt only: the pending method is gone whether or not the code was right.
    if (now.getTime() >= pending.expiresAt || pending.code !== input.code) throw incorrectCode()
    const configJson = writeJson(pending.config)
    const duplicate = deps.db.verifiedNotificationMethod
      .findMany({ where: { adminId: { equals: ctx.admin.id } } })
      .some((m) => m.configJson === configJson)
    // The real server's unique (config, parent) constraint fails: a generic 500.
    if (duplicate) throw new Error('ConfirmPendingNotificationMethod: this method already exists')
    deps.db.verifiedNotificationMethod.create({
      id: input.id.toUpperCase(),
      adminId: ctx.admin.id,
      configJson,
      createdAt: now.getTime(),
    })
    return { success: true }
  },

  SaveNotification(input, ctx) {
    const { deps, now } = ctx
    const { db } = deps
    const adminId = ctx.admin.id
    const method = db.verifiedNotificationMethod.findFirst({ where: { id: idEq(input.methodId), adminId: { equals: adminId } } })
    if (!method) throw notFound('Admin verified notification method')
    const rules = db.adminNotification.findMany({ where: { adminId: { equals: adminId } } })
    const clash = (exceptId?: string) => rules.some((r) => r.id !== exceptId && r.methodId === method.id && r.trigger === input.trigger)

    if (input.isNew) {
      // The real server ignores the client's id; a duplicate (parent, method, trigger) is a 500.
      if (clash()) throw new Error('SaveNotification: duplicate notification')
      db.adminNotification.create({
        id: deps.newId(),
        adminId,
        methodId: method.id,
        trigger: input.trigger,
        createdAt: now.getTime(),
      })
      return { success: true }
    }
    const existing = rules.find((r) => r.id === input.id.toUpperCase())
    if (!existing) throw notFound('Admin notification')
    if (clash(existing.id)) throw new Error('SaveNotification: duplicate notification')
    db.adminNotification.update({
      where: { id: { equals: existing.id } },
      data: { methodId: method.id, trigger: input.trigger },
    })
    return { success: true }
  },
} satisfies HandlerRegistry
