/**
 * Scalars and plain string enums of the wire. Objects built from them are non-strict: unknown
 * extra keys are tolerated (and stripped); optional keys may be absent (the server never sends
 * null, but null is tolerated on output and treated as absent).
 */
import * as z from 'zod/mini'

/** Optional on output: absent, or null from a lenient server, both read as absent. */
export const opt = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.optional(z.nullable(schema)),
    z.transform((v: z.output<T> | null | undefined) => (v === null ? undefined : v)),
  )

/** ISO-8601 instant, with or without fractional seconds. */
export const isoDatePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:?\d{2})$/
export const IsoDate = z.string().check(z.regex(isoDatePattern)).brand<'IsoDate'>()
export type IsoDate = z.infer<typeof IsoDate>

export const Int = z.int()
export const NonNegativeInt = z.int().check(z.gte(0))

/**
 * Minutes behind UTC, as `Date.getTimezoneOffset()` gives them (240 in New York in summer,
 * -600 in Sydney in winter). Every zone on Earth lies within a day of UTC.
 */
export const TimezoneOffset = z.int().check(z.gte(-24 * 60), z.lte(24 * 60))

export const RequestStatus = z.enum(['pending', 'accepted', 'rejected'])
export type RequestStatus = z.infer<typeof RequestStatus>
export const ReleaseChannel = z.enum(['stable', 'beta', 'canary'])
export type ReleaseChannel = z.infer<typeof ReleaseChannel>
export const DeviceModelFamily = z.enum(['macBook', 'macBookAir', 'macBookPro', 'mini', 'iMac', 'studio', 'pro', 'unknown'])
export type DeviceModelFamily = z.infer<typeof DeviceModelFamily>
export const AdminNotificationTrigger = z.enum(['unlockRequestSubmitted', 'suspendFilterRequestSubmitted', 'adminChildSecurityEvent'])
export type AdminNotificationTrigger = z.infer<typeof AdminNotificationTrigger>

/**
 * What DeleteEntity deletes, in the app's words: the spec's seven kinds, plus `announcement`
 * (dismissing the dashboard's announcement), which only servers that send announcements take, and
 * `blockRule` (an iOS device's custom block rule), which only servers with iOS devices take.
 */
export const DeleteEntityType = z.enum([
  'admin',
  'adminNotification',
  'adminVerifiedNotificationMethod',
  'userDevice',
  'key',
  'keychain',
  'user',
  'announcement',
  'blockRule',
])
export type DeleteEntityType = z.infer<typeof DeleteEntityType>
export const ConferenceSource = z.enum(['workshop', 'booth'])
export type ConferenceSource = z.infer<typeof ConferenceSource>

export const SuccessOutput = z.object({ success: z.boolean() })
export type SuccessOutput = z.infer<typeof SuccessOutput>
