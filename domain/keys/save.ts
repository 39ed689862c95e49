/** The SaveKey input for a key the wizard made (comment trimmed, blank and absent values left out). */
import type { OperationInput } from '../api/operations'
import { type KeyForm, commentToSend, formToKey } from './form'

export function saveKeyInput(
  form: KeyForm,
  target: { readonly id: string; readonly keychainId: string; readonly isNew: boolean },
): OperationInput<'SaveKey'> {
  const input = {
    isNew: target.isNew,
    id: target.id,
    keychainId: target.keychainId,
    key: formToKey(form),
  } as OperationInput<'SaveKey'>
  const comment = commentToSend(form.comment)
  if (comment !== undefined) input.comment = comment
  if (form.expiration !== null) input.expiration = form.expiration
  return input
}
