/**
 * Activity preferences kept in this browser: whether the parent acknowledged the notice about
 * screen-time extension requests, and reviewer-safe mode (screenshots blurred until looked at).
 * Shared by every component that reads them, and by every open tab.
 */
import '../../zod-setup'
import * as z from 'zod/mini'
import { type StoredValue, flagCodec, storedValue } from '../../data'

const storedFlag = (key: string): StoredValue<boolean> => storedValue({ key, schema: z.boolean(), default: false, codec: flagCodec('1') })

export const noticeAcknowledged = storedFlag('gatehouse.activity.extension-notice-dismissed')
export const reviewerSafe = storedFlag('gatehouse.activity.reviewer-safe')
