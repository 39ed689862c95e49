/**
 * The add-method panel's draft (what the parent typed, the step, the pending method) and what
 * the panel hands its presenter: the draft, what is going on, and the actions of each step.
 */
import type { MethodFieldErrors, MethodFields, NormalizePhone } from '@domain/notifications/methods'
import type { NotificationMethodConfig } from '@domain/api/wire'

/** Edited through immer recipes, so its fields are writable. */
export type AddMethodDraft = { -readonly [K in keyof MethodFields]: MethodFields[K] } & {
  open: boolean
  step: 'details' | 'code'
  /** The pending method the last code belongs to; null once its one attempt is used. */
  methodId: string | null
  /** What the code was sent for. */
  config: NotificationMethodConfig | null
  code: string
}

export type Busy = 'sending' | 'verifying' | null

export interface AddMethodPanel {
  readonly value: AddMethodDraft
  /** The phone number rule, once loaded (for the number's preview). */
  readonly normalizePhone: NormalizePhone | null
  readonly busy: Busy
  readonly message: string | null
  readonly notice: string | null
  readonly fieldErrors: MethodFieldErrors
  readonly open: () => void
  readonly close: () => void
  readonly change: (recipe: (d: AddMethodDraft) => void) => void
  /** Details step: checks the fields, then sends the code. */
  readonly send: () => Promise<'sent' | 'invalid' | 'failed'>
  /** Code step: a new code for the same details. */
  readonly resend: () => Promise<boolean>
  readonly backToDetails: () => void
  /** Code step: confirms the method; true when it was added (the panel then closes). */
  readonly verify: () => Promise<boolean>
}
