/**
 * Notification rules: which
 * triggers a parent can choose, what a new rule starts with, which edits cannot be saved, and
 * which notification methods cannot be deleted, with the reason in a parent's words.
 *
 * Pure: no clock, no locale.
 */
import { sameId } from '../api/ids'
import { methodAddress } from './methods'
import type { AdminNotification, AdminNotificationTrigger, VerifiedNotificationMethod } from '../api/wire'

/** A new rule is about filter-suspension requests unless the parent picks another trigger. */
export const defaultTrigger: AdminNotificationTrigger = 'suspendFilterRequestSubmitted'

export interface TriggerText {
  /** What the rule is about, short: the trigger select's option. */
  readonly label: string
  /** When it fires, in a sentence. */
  readonly description: string
}

export const triggerText: Record<AdminNotificationTrigger, TriggerText> = {
  unlockRequestSubmitted: {
    label: 'Unlock requests',
    description: 'When a child asks you to unlock a website or an app',
  },
  suspendFilterRequestSubmitted: {
    label: 'Filter suspension requests',
    description: 'When a child asks you to suspend the filter for a while',
  },
  adminChildSecurityEvent: {
    label: 'Security events',
    description: 'When something that may weaken protection happens on a child’s Mac where they are an administrator',
  },
}

const triggerOrder: readonly AdminNotificationTrigger[] = ['suspendFilterRequestSubmitted', 'unlockRequestSubmitted', 'adminChildSecurityEvent']

/**
 * The triggers a rule may use. Security events only reach parents with a child who is a macOS
 * administrator, so that trigger is offered only then (or when the rule being edited already
 * uses it, so it can be shown and kept).
 */
export function triggersOffered(hasAdminChild: boolean, current?: AdminNotificationTrigger): AdminNotificationTrigger[] {
  return triggerOrder.filter((t) => t !== 'adminChildSecurityEvent' || hasAdminChild || current === t)
}

/** A rule as it is being edited. */
export interface RuleEdit {
  readonly trigger: AdminNotificationTrigger
  readonly methodId: string
}

/** What a new rule starts with: the default trigger and the first method, if there is one. */
export function newRuleEdit(methods: readonly VerifiedNotificationMethod[], methodId?: string): RuleEdit | null {
  const method = methods.find((m) => methodId !== undefined && sameId(m.id, methodId)) ?? methods[0]
  return method ? { trigger: defaultTrigger, methodId: method.id } : null
}

export const duplicateRuleMessage = 'You already get these notifications this way.'
export const missingMethodMessage = 'Choose how you want to be notified.'

/**
 * Why an edited rule cannot be saved, or null when it can: its method must be one of the
 * parent's, and no other rule may already send the same trigger through the same method (the
 * server refuses such a duplicate).
 */
export function ruleEditProblem(
  edit: RuleEdit,
  rules: readonly AdminNotification[],
  methods: readonly VerifiedNotificationMethod[],
  editingId?: string,
): string | null {
  if (!methods.some((m) => sameId(m.id, edit.methodId))) return missingMethodMessage
  const clash = rules.some(
    (r) => !(editingId !== undefined && sameId(r.id, editingId)) && r.trigger === edit.trigger && sameId(r.methodId, edit.methodId),
  )
  return clash ? duplicateRuleMessage : null
}

// ── deleting methods ────────────────────────────────────────────────────────────────────────

export type MethodDeletionBlock = { readonly reason: 'inUse'; readonly count: number } | { readonly reason: 'accountEmail' }

/**
 * Why a method cannot be deleted, or null when it can: while a notification uses it, or when it
 * is the e-mail method of the parent's own account address.
 */
export function methodDeletionBlock(
  method: VerifiedNotificationMethod,
  rules: readonly AdminNotification[],
  accountEmail: string,
): MethodDeletionBlock | null {
  const count = rules.filter((r) => sameId(r.methodId, method.id)).length
  if (count > 0) return { reason: 'inUse', count }
  if (method.config.case === 'email' && method.config.email.trim().toLowerCase() === accountEmail.trim().toLowerCase()) {
    return { reason: 'accountEmail' }
  }
  return null
}

/** The reason, as the method's card says it. */
export function methodDeletionMessage(block: MethodDeletionBlock): string {
  if (block.reason === 'accountEmail') return 'This is your account’s e-mail address, so it stays.'
  return block.count === 1
    ? 'A notification uses this method. Delete that notification or change its method first.'
    : `${block.count} notifications use this method. Delete them or change their method first.`
}

// ── confirmation texts ──────────────────────────────────────────────────────────────────────

/** The things Settings deletes, as the confirmation names them. */
export type DeletableThing = 'notification' | 'notification method'

export const deleteConfirmTitle = (thing: DeletableThing): string => `Delete ${thing}?`
export const deleteConfirmText = (thing: DeletableThing): string => `Are you sure you want to delete this ${thing}? There is no undo.`

/** A rule in a sentence, e.g. for an accessible name: 'Unlock requests to a@b.c'. */
export function ruleSummary(rule: RuleEdit, methods: readonly VerifiedNotificationMethod[]): string {
  const method = methods.find((m) => sameId(m.id, rule.methodId))
  const to = method ? methodAddress(method.config) : 'a deleted method'
  return `${triggerText[rule.trigger].label} to ${to}`
}
