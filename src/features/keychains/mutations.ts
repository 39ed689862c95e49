/**
 * The keychain screens' writes: each is a domain event (every view changes at once and rolls
 * back with an error toast on failure) with the spec's toasts.
 */
import type { ChildKeychainSet, KeychainCard } from '@domain/events/children'
import { keySavedEvent, keychainSavedEvent } from '@domain/events/keychains'
import type { OperationInput } from '@domain/api/operations'
import { adminId, runMutation } from '../../data'

const toasts = {
  keychainCreated: { verb: 'creat', entity: 'keychain', verbPast: 'created' },
  keychainSaved: { verb: 'sav', entity: 'keychain', verbPast: 'saved' },
  keychainDeleted: { verb: 'delet', failVerb: 'delete', entity: 'keychain', verbPast: 'deleted' },
  keyCreated: { verb: 'creat', entity: 'key', verbPast: 'created' },
  keySaved: { verb: 'sav', entity: 'key', verbPast: 'saved' },
  keyDeleted: { verb: 'delet', failVerb: 'delete', entity: 'key', verbPast: 'deleted' },
  assignment: { verb: 'updat', entity: 'keychain', verbPast: 'updated' },
} as const

const everything = ['admin-keychains', 'selectable-keychains', 'users']

export function saveKeychain(input: OperationInput<'SaveKeychain'>) {
  return runMutation('SaveKeychain', input, {
    event: keychainSavedEvent(input, adminId() ?? ''),
    invalidate: everything,
    toast: input.isNew ? toasts.keychainCreated : toasts.keychainSaved,
  })
}

export function deleteKeychain(keychainId: string) {
  return runMutation(
    'DeleteEntity',
    { type: 'keychain', id: keychainId },
    { event: { type: 'keychainDeleted', keychainId }, invalidate: everything, toast: toasts.keychainDeleted },
  )
}

/** `numKeys`: how many keys the keychain has once this one is saved. */
export function saveKey(input: OperationInput<'SaveKey'>, numKeys: number, options: { toast?: boolean } = {}) {
  return runMutation('SaveKey', input, {
    event: keySavedEvent(input, numKeys),
    invalidate: everything,
    ...(options.toast === false ? {} : { toast: input.isNew ? toasts.keyCreated : toasts.keySaved }),
  })
}

export function deleteKey(keychainId: string, keyId: string, numKeys: number) {
  return runMutation(
    'DeleteEntity',
    { type: 'key', id: keyId },
    { event: { type: 'keyDeleted', keychainId, keyId, numKeys }, invalidate: everything, toast: toasts.keyDeleted },
  )
}

/** Gives a keychain to a child or takes it away (the server toggles; the event names the result). */
export function setChildKeychain(childId: string, keychainId: string, assigned: boolean, card?: KeychainCard) {
  const event: ChildKeychainSet = { type: 'childKeychainSet', childId, keychainId, assigned }
  if (card) event.keychain = card
  return runMutation(
    'ToggleChildKeychain',
    { childId, keychainId },
    { event, invalidate: ['admin-keychains', 'users'], toast: toasts.assignment },
  )
}
