/**
 * Keychains that `/keychains/new` made an id for but that are not saved yet. Kept in session
 * storage so that a reload of `/keychains/{id}` still shows the new-keychain form.
 */
import '../../zod-setup'
import * as z from 'zod/mini'
import { idKey } from '@domain/api/ids'
import { storedValue } from '../../data'

const newKeychains = storedValue<readonly string[]>({
  key: 'new-keychains',
  schema: z.array(z.string()),
  default: [],
  areas: ['session'],
})

const write = (ids: readonly string[]): void => (ids.length === 0 ? newKeychains.remove() : newKeychains.write(ids))

export const rememberNewKeychain = (id: string): void =>
  write([...newKeychains.read().filter((x) => x !== idKey(id)), idKey(id)])
export const forgetNewKeychain = (id: string): void => write(newKeychains.read().filter((x) => x !== idKey(id)))
export const isNewKeychain = (id: string): boolean => newKeychains.read().includes(idKey(id))
