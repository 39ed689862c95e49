/**
 * Filter rules on the wire: keys (`type`-tagged unions, unlike the dashboard's `case`-tagged
 * ones), schedules, blocked apps and keychains.
 */
import * as z from 'zod/mini'
import { AdminId, BlockedAppId, ChildId, KeyId, KeychainId } from '../ids'
import { IsoDate, NonNegativeInt, opt } from './scalars'

export const SingleAppScope = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('bundleId'), bundleId: z.string() }),
    z.object({ type: z.literal('identifiedAppSlug'), identifiedAppSlug: z.string() }),
  ]),
)
export type SingleAppScope = z.infer<typeof SingleAppScope>

export const AppScope = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('unrestricted') }),
    z.object({ type: z.literal('webBrowsers') }),
    z.object({ type: z.literal('single'), single: SingleAppScope }),
  ]),
)
export type AppScope = z.infer<typeof AppScope>

export const SharedKey = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('anySubdomain'), domain: z.string(), scope: AppScope }),
    z.object({ type: z.literal('domain'), domain: z.string(), scope: AppScope }),
    z.object({ type: z.literal('domainRegex'), pattern: z.string(), scope: AppScope }),
    z.object({ type: z.literal('skeleton'), scope: SingleAppScope }),
    z.object({ type: z.literal('ipAddress'), ipAddress: z.string(), scope: AppScope }),
    z.object({ type: z.literal('path'), path: z.string(), scope: AppScope }),
  ]),
)
export type SharedKey = z.infer<typeof SharedKey>

export const PlainTime = z.lazy(() =>
  z.object({
    hour: z.int().check(z.gte(0), z.lte(23)),
    minute: z.int().check(z.gte(0), z.lte(59)),
  }),
)
export type PlainTime = z.infer<typeof PlainTime>
export const PlainTimeWindow = z.lazy(() => z.object({ start: PlainTime, end: PlainTime }))
export type PlainTimeWindow = z.infer<typeof PlainTimeWindow>

export const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const
export type Weekday = (typeof weekdays)[number]

export const RuleSchedule = z.lazy(() =>
  z.object({
    mode: z.enum(['active', 'inactive']),
    days: z.object({
      sunday: z.boolean(),
      monday: z.boolean(),
      tuesday: z.boolean(),
      wednesday: z.boolean(),
      thursday: z.boolean(),
      friday: z.boolean(),
      saturday: z.boolean(),
    }),
    window: PlainTimeWindow,
  }),
)
export type RuleSchedule = z.infer<typeof RuleSchedule>

export const BlockedApp = z.lazy(() =>
  z.object({
    id: BlockedAppId,
    identifier: z.string(),
    schedule: opt(RuleSchedule),
  }),
)
export type BlockedApp = z.infer<typeof BlockedApp>

export const KeychainSummary = z.lazy(() =>
  z.object({
    id: KeychainId,
    parentId: AdminId,
    name: z.string(),
    description: opt(z.string()),
    warning: opt(z.string()),
    isPublic: z.boolean(),
    numKeys: NonNegativeInt,
  }),
)
export type KeychainSummary = z.infer<typeof KeychainSummary>

export const UserKeychainSummary = z.lazy(() =>
  z.object({
    id: KeychainId,
    parentId: AdminId,
    name: z.string(),
    description: opt(z.string()),
    isPublic: z.boolean(),
    numKeys: NonNegativeInt,
    schedule: opt(RuleSchedule),
  }),
)
export type UserKeychainSummary = z.infer<typeof UserKeychainSummary>

export const Key = z.lazy(() =>
  z.object({
    id: KeyId,
    keychainId: KeychainId,
    comment: opt(z.string()),
    expiration: opt(IsoDate),
    key: SharedKey,
  }),
)
export type Key = z.infer<typeof Key>

export const AdminKeychain = z.lazy(() =>
  z.object({
    summary: KeychainSummary,
    children: z.array(ChildId),
    keys: z.array(Key),
  }),
)
export type AdminKeychain = z.infer<typeof AdminKeychain>
