/**
 * What a successful DeleteEntity takes out of the cache: the keys of the entity itself and
 * everything under them. Nothing asks for those again (it would only be told 'not found').
 *
 * - user: `users/{id}` (with its activity and unlock requests).
 * - keychain: `admin-keychains/{id}`.
 * - userDevice: the computer behind it (`computers/{deviceId}`), which the server deletes with
 *   it unless another child still uses it. The child's own key stays: it lists the devices left.
 * Other types own no cache key. Pure: `cached` is the data now cached per key.
 */
import { idKey, sameId } from '../../domain/api/ids'
import { type CacheKey, cacheKeys } from './queries'
import type { DeleteEntityType } from '../../domain/api/wire'

export interface DeletedEntity {
  readonly type: DeleteEntityType
  readonly id: string
}

interface UserLike {
  readonly id: string
  readonly devices: readonly { readonly id: string; readonly deviceId: string }[]
}

interface DeviceLike {
  readonly id: string
  readonly users: readonly { readonly id: string }[]
}

const isUserLike = (x: unknown): x is UserLike =>
  typeof x === 'object' && x !== null && typeof (x as UserLike).id === 'string' && Array.isArray((x as UserLike).devices)

const isDeviceLike = (x: unknown): x is DeviceLike =>
  typeof x === 'object' && x !== null && typeof (x as DeviceLike).id === 'string' && Array.isArray((x as DeviceLike).users)

/** The computer a child's device stands for, and the child, as far as the cache knows. */
function findUserDevice(id: string, cached: ReadonlyMap<CacheKey, unknown>): { childId: string; deviceId: string } | null {
  for (const data of cached.values()) {
    const users = Array.isArray(data) ? data : [data]
    for (const user of users) {
      if (!isUserLike(user)) continue
      const device = user.devices.find((d) => sameId(d.id, id))
      if (device) return { childId: user.id, deviceId: device.deviceId }
    }
  }
  return null
}

/** Whether the cache shows another child using the computer. */
function usedByOthers(deviceId: string, childId: string, cached: ReadonlyMap<CacheKey, unknown>): boolean {
  for (const data of cached.values()) {
    const devices = Array.isArray(data) ? data : [data]
    for (const device of devices) {
      if (!isDeviceLike(device) || !sameId(device.id, deviceId)) continue
      if (device.users.some((u) => !sameId(u.id, childId))) return true
    }
  }
  return false
}

/** The key prefixes the deleted entity owned. */
export function keysOfDeletedEntity(entity: DeletedEntity, cached: ReadonlyMap<CacheKey, unknown>): CacheKey[] {
  switch (entity.type) {
    case 'user':
      return [cacheKeys.user(entity.id)]
    case 'keychain':
      return [cacheKeys.adminKeychain(entity.id)]
    case 'userDevice': {
      const found = findUserDevice(entity.id, cached)
      if (!found || usedByOthers(found.deviceId, found.childId, cached)) return []
      return [cacheKeys.computer(idKey(found.deviceId))]
    }
    default:
      return []
  }
}
