/**
 * Activity preferences kept in this browser: whether the parent acknowledged the notice about
 * screen-time extension requests, and reviewer-safe mode (screenshots blurred until looked at).
 * Shared by every component that reads them, and by every open tab.
 */
import '../../zod-setup'
import * as z from 'zod/mini'
import { type StoredValue, currentActivityDayOffset, flagCodec, storedValue, useStoredValue } from '../../data'

const storedFlag = (key: string): StoredValue<boolean> => storedValue({ key, schema: z.boolean(), default: false, codec: flagCodec('1') })

export const noticeAcknowledged = storedFlag('gatehouse.activity.extension-notice-dismissed')
export const reviewerSafe = storedFlag('gatehouse.activity.reviewer-safe')

/** A remembered on/off preference. */
export const useStoredPreference = (pref: StoredValue<boolean>): [boolean, (value: boolean) => void] => useStoredValue(pref)

/**
 * The offset (minutes behind UTC) whose days the activity pages count in, read once per page:
 * the parent's own under the `current` API, UTC (0) under `2025-05`, whose server counts UTC days.
 */
export const currentTimezoneOffset = (): number => currentActivityDayOffset()
