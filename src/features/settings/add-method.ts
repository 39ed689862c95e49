/**
 * The add-method panel's state. What the parent typed, the step they are on and the pending
 * method's id are a draft (kept in local storage), so a reload while verifying reopens the panel
 * on the code step. Busy flags and messages are not kept.
 */
import { useState } from 'react'
import type { ClientError } from '@domain/api/errors'
import { errorMessage } from '@domain/api/errors'
import {
  type MethodFieldErrors,
  duplicateMethodMessage,
  emptyMethodFields,
  incorrectCodeMessage,
  isIncorrectCodeError,
  isSlackFailure,
  methodConfig,
  parseVerificationCode,
  sameMethodConfig,
  slackFailedMessage,
} from '@domain/notifications/methods'
import type { NotificationMethodConfig, VerifiedNotificationMethod } from '@domain/api/wire'
import { runCommand, useDraft } from '../../data'
import type { AddMethodDraft, AddMethodPanel, Busy } from './add-method-draft'
import { confirmMethod, sendMethodCode } from './commands'
import { loadPhoneRule, usePhoneRule } from './phone-rules'

/** Send could not load the phone numbering rules. */
export const phoneRulesFailedMessage = 'The phone number rules could not be loaded. Check your connection and try again.'

export const closedPanel: AddMethodDraft = {
  ...emptyMethodFields,
  open: false,
  step: 'details',
  methodId: null,
  config: null,
  code: '',
}

export const addMethodDraftKey = 'settings/add-method'

/** The panel: its draft, what is going on, and the actions of each step. */
export function useAddMethod(
  existing: readonly VerifiedNotificationMethod[],
  onConfirmed: (config: NotificationMethodConfig, id: string) => void,
): AddMethodPanel {
  const draft = useDraft<AddMethodDraft>(addMethodDraftKey, closedPanel)
  const value = draft.value ?? closedPanel
  const [busy, setBusy] = useState<Busy>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [showErrors, setShowErrors] = useState(false)

  const normalizePhone = usePhoneRule(value.open)
  const checked = normalizePhone === null ? null : methodConfig(value, normalizePhone)
  const fieldErrors: MethodFieldErrors = checked && !checked.ok && showErrors ? checked.errors : {}

  const reset = () => {
    setBusy(null)
    setMessage(null)
    setNotice(null)
    setShowErrors(false)
  }

  const sendFailed = (error: ClientError) => setMessage(isSlackFailure(error) ? slackFailedMessage : errorMessage(error))

  /** Sends a code for `config`; true when the code step can go on. */
  const sendCode = async (config: NotificationMethodConfig): Promise<boolean> => {
    setBusy('sending')
    setMessage(null)
    setNotice(null)
    const result = await runCommand(sendMethodCode(config))
    setBusy(null)
    if (!result.ok) {
      sendFailed(result.error)
      return false
    }
    draft.update((d) => {
      d.step = 'code'
      d.methodId = result.value.methodId
      d.config = config
      d.code = ''
    })
    return true
  }

  return {
    value,
    normalizePhone,
    busy,
    message,
    notice,
    fieldErrors,
    open: () => {
      reset()
      draft.update((d) => {
        d.open = true
      })
    },
    close: () => {
      reset()
      draft.discard()
    },
    change: (recipe) => {
      setMessage(null)
      draft.update(recipe)
    },
    send: async (): Promise<'sent' | 'invalid' | 'failed'> => {
      if (busy) return 'failed'
      let rules = normalizePhone
      if (rules === null) {
        try {
          rules = await loadPhoneRule()
        } catch {
          setMessage(phoneRulesFailedMessage)
          return 'failed'
        }
      }
      const config = methodConfig(value, rules)
      if (!config.ok) {
        setShowErrors(true)
        return 'invalid'
      }
      if (existing.some((m) => sameMethodConfig(m.config, config.config))) {
        setMessage(duplicateMethodMessage)
        return 'failed'
      }
      return (await sendCode(config.config)) ? 'sent' : 'failed'
    },
    resend: async (): Promise<boolean> => {
      if (busy || !value.config) return false
      const sent = await sendCode(value.config)
      if (sent) setNotice('We sent a new code. Enter the newest one.')
      return sent
    },
    backToDetails: () => {
      reset()
      draft.update((d) => {
        d.step = 'details'
        d.code = ''
      })
    },
    verify: async (): Promise<boolean> => {
      if (busy || !value.methodId || !value.config) return false
      const code = parseVerificationCode(value.code)
      if (code === null) {
        setMessage('Enter the 6-digit code from the message.')
        return false
      }
      const { methodId, config } = value
      setBusy('verifying')
      setMessage(null)
      setNotice(null)
      const result = await runCommand(confirmMethod(methodId, code, config))
      setBusy(null)
      if (result.ok) {
        reset()
        draft.discard()
        onConfirmed(config, methodId)
        return true
      }
      // Whatever went wrong, the server has used up this code's one attempt.
      draft.update((d) => {
        d.methodId = null
        d.code = ''
      })
      setMessage(isIncorrectCodeError(result.error) ? incorrectCodeMessage : `${errorMessage(result.error)} Send a new code to try again.`)
      return false
    },
  }
}
