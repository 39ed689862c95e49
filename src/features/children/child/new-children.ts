/**
 * Children that `/children/new` has made an id for but that are not saved yet. Kept in session
 * storage so that a reload of `/children/{id}` still shows the new-child form.
 */
import '../../../zod-setup'
import * as z from 'zod/mini'
import { idKey } from '@domain/api/ids'
import { storedValue } from '../../../data'

const newChildren = storedValue<readonly string[]>({
  key: 'new-children',
  schema: z.array(z.string()),
  default: [],
  areas: ['session'],
})

const write = (ids: readonly string[]): void => (ids.length === 0 ? newChildren.remove() : newChildren.write(ids))

export const rememberNewChild = (id: string): void =>
  write([...newChildren.read().filter((x) => x !== idKey(id)), idKey(id)])
export const forgetNewChild = (id: string): void => write(newChildren.read().filter((x) => x !== idKey(id)))
export const isNewChild = (id: string): boolean => newChildren.read().includes(idKey(id))
