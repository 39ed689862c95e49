/**
 * The keychain screens' writes, as commands. Each is a domain event (every view changes at once
 * and rolls back with an error toast on failure) with its toasts.
 */
import type { ChildKeychainSet, KeychainCard } from '@domain/events/children'
import { keySavedEvent, keychainSavedEvent } from '@domain/events/keychains'
import type { OperationInput } from '@domain/api/operations'
import { type Command, cacheKeys, command, entityTexts, verbs } from '../../data'

/** A keychain or key write changes the keychain lists, the keychains a child can pick, and the children. */
const everything = [cacheKeys.adminKeychains(), cacheKeys.selectableKeychains(), cacheKeys.users()]

/** `adminId`: the parent's id, the new keychain's owner. */
export function saveKeychain(input: OperationInput<'SaveKeychain'>, adminId: string): Command<'SaveKeychain'> {
  return command({
    op: 'SaveKeychain',
    input,
    event: keychainSavedEvent(input, adminId),
    invalidate: everything,
    texts: entityTexts(input.isNew ? verbs.create : verbs.save, 'keychain'),
  })
}

export function deleteKeychain(keychainId: string): Command<'DeleteEntity'> {
  return command({
    op: 'DeleteEntity',
    input: { type: 'keychain', id: keychainId },
    event: { type: 'keychainDeleted', keychainId },
    invalidate: everything,
    texts: entityTexts(verbs.delete, 'keychain'),
  })
}

/**
 * `numKeys`: how many keys the keychain has once this one is saved. `quiet`: no toasts (a step of
 * a larger write that says itself how it went).
 */
export function saveKey(input: OperationInput<'SaveKey'>, numKeys: number, options: { quiet?: boolean } = {}): Command<'SaveKey'> {
  return command({
    op: 'SaveKey',
    input,
    event: keySavedEvent(input, numKeys),
    invalidate: everything,
    ...(options.quiet ? {} : { texts: entityTexts(input.isNew ? verbs.create : verbs.save, 'key') }),
  })
}

export function deleteKey(keychainId: string, keyId: string, numKeys: number): Command<'DeleteEntity'> {
  return command({
    op: 'DeleteEntity',
    input: { type: 'key', id: keyId },
    event: { type: 'keyDeleted', keychainId, keyId, numKeys },
    invalidate: everything,
    texts: entityTexts(verbs.delete, 'key'),
  })
}

/** Gives a keychain to a child or takes it away (the server toggles; the event names the result). */
export function setChildKeychain(childId: string, keychainId: string, assigned: boolean, card?: KeychainCard): Command<'ToggleChildKeychain'> {
  const event: ChildKeychainSet = { type: 'childKeychainSet', childId, keychainId, assigned }
  if (card) event.keychain = card
  return command({
    op: 'ToggleChildKeychain',
    input: { childId, keychainId },
    event,
    invalidate: [cacheKeys.adminKeychains(), cacheKeys.users()],
    texts: entityTexts(verbs.update, 'keychain'),
  })
}
