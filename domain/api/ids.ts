import * as z from 'zod/mini'

/**
 * A 36-character hyphenated UUID, either case: the API writes upper case, e-mail links lower case
 * (docs/api.md#encoding).
 */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isUuid = (value: unknown): value is string => typeof value === 'string' && uuidPattern.test(value)

const uuid = <B extends string>() => z.string().check(z.regex(uuidPattern)).brand<B>()

export const AdminId = uuid<'AdminId'>()
export const AdminToken = uuid<'AdminToken'>()
export const ChildId = uuid<'ChildId'>()
/** A computer. */
export const DeviceId = uuid<'DeviceId'>()
/** A child's login on a computer ("user device"). */
export const UserDeviceId = uuid<'UserDeviceId'>()
export const KeychainId = uuid<'KeychainId'>()
export const KeyId = uuid<'KeyId'>()
export const BlockedAppId = uuid<'BlockedAppId'>()
export const UnlockRequestId = uuid<'UnlockRequestId'>()
export const SuspendFilterRequestId = uuid<'SuspendFilterRequestId'>()
export const NotificationId = uuid<'NotificationId'>()
export const NotificationMethodId = uuid<'NotificationMethodId'>()
export const ActivityItemId = uuid<'ActivityItemId'>()
export const SecurityEventId = uuid<'SecurityEventId'>()
/** A child's iPhone or iPad. */
export const IOSDeviceId = uuid<'IOSDeviceId'>()
/** A custom block rule of one iOS device. */
export const BlockRuleId = uuid<'BlockRuleId'>()
/** A server-maintained group of iOS block rules (fixed ids, the same for every parent). */
export const BlockGroupId = uuid<'BlockGroupId'>()
/** A one-time token from an e-mail link (verification, magic link, password reset). */
export const LinkToken = uuid<'LinkToken'>()

export type AdminId = z.infer<typeof AdminId>
export type AdminToken = z.infer<typeof AdminToken>
export type ChildId = z.infer<typeof ChildId>
export type DeviceId = z.infer<typeof DeviceId>
export type UserDeviceId = z.infer<typeof UserDeviceId>
export type KeychainId = z.infer<typeof KeychainId>
export type KeyId = z.infer<typeof KeyId>
export type BlockedAppId = z.infer<typeof BlockedAppId>
export type UnlockRequestId = z.infer<typeof UnlockRequestId>
export type SuspendFilterRequestId = z.infer<typeof SuspendFilterRequestId>
export type NotificationId = z.infer<typeof NotificationId>
export type NotificationMethodId = z.infer<typeof NotificationMethodId>
export type ActivityItemId = z.infer<typeof ActivityItemId>
export type SecurityEventId = z.infer<typeof SecurityEventId>
export type LinkToken = z.infer<typeof LinkToken>
export type IOSDeviceId = z.infer<typeof IOSDeviceId>
export type BlockRuleId = z.infer<typeof BlockRuleId>
export type BlockGroupId = z.infer<typeof BlockGroupId>

/** Ids are compared case-insensitively everywhere. */
export const sameId = (a: string | undefined, b: string | undefined): boolean =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase()

/** The canonical (lower-case) form, used in cache keys and URLs. */
export const idKey = (id: string): string => id.toLowerCase()

/** Brands a freshly generated id (e.g. from an injected id generator). */
export const brandId = <T extends string>(id: string): T => {
  if (isUuid(id)) return id as T
  throw new Error(`not a UUID: ${JSON.stringify(id)}`)
}
