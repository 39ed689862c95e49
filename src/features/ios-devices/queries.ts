/**
 * The iOS screens' data: the list (`queries.iosDevices()`) and one device
 * (`queries.iosDevice(id)`), which the routes start before the screens mount
 * (src/routes/route-data.ts). Only today's API has iOS devices: under `2025-05` the routes ask
 * for nothing and say so.
 */
import type { ApiProfile } from '@domain/profiles/names'

/** Whether the build's API has iOS devices. */
export const iosDevicesOffered = (profile: ApiProfile): boolean => profile === 'current'
