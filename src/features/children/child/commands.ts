/**
 * The child screens' writes, as commands: saving a child (new or existing), deleting a child or
 * one of its devices, asking for a public keychain, and getting a connection code for a Mac.
 */
import type { KeychainCard } from '@domain/events/children'
import { childSavedEvent } from '@domain/events/children'
import type { OperationInput } from '@domain/api/operations'
import { type Command, cacheKeys, command, entityTexts, verbs } from '../../../data'

/**
 * Saves a child. `addedKeychains`: the cards of keychains the save gives the child (shown at
 * once); `createdAt`: when a new child was created (ISO), for the children list.
 */
export function saveChild(
  input: OperationInput<'SaveUser'>,
  extras: { readonly addedKeychains?: readonly KeychainCard[]; readonly createdAt?: string } = {},
): Command<'SaveUser'> {
  return command({
    op: 'SaveUser',
    input,
    event: childSavedEvent(input, extras),
    invalidate: [cacheKeys.users()],
    texts: entityTexts(verbs.save, 'child'),
  })
}

/** Deleting a child deletes its devices too: the children and the computers change. */
export function deleteChild(childId: string): Command<'DeleteEntity'> {
  return command({
    op: 'DeleteEntity',
    input: { id: childId, type: 'user' },
    event: { type: 'childDeleted', childId },
    invalidate: [cacheKeys.users(), cacheKeys.computers()],
    texts: entityTexts(verbs.delete, 'child'),
  })
}

/** `userDeviceId`: the child's device (the link between the child and the computer). */
export function deleteDevice(childId: string, userDeviceId: string): Command<'DeleteEntity'> {
  return command({
    op: 'DeleteEntity',
    input: { id: userDeviceId, type: 'userDevice' },
    event: { type: 'deviceDeleted', childId, userDeviceId },
    invalidate: [cacheKeys.users(), cacheKeys.computers()],
    texts: entityTexts(verbs.delete, 'device'),
  })
}

/** Asks for a public keychain that does not exist yet; `description` is sent trimmed. */
export function requestPublicKeychain(searchQuery: string, description: string): Command<'RequestPublicKeychain'> {
  return command({
    op: 'RequestPublicKeychain',
    input: { searchQuery, description: description.trim() },
    texts: entityTexts(verbs.request, 'keychain'),
  })
}

/** A connection code for the child's next Mac; the screen says itself when it fails. */
export const connectionCode = (childId: string): Command<'CreatePendingAppConnection'> =>
  command({ op: 'CreatePendingAppConnection', input: { userId: childId } })
