/**
 * Children ("users" on the wire) and their computers ("devices").
 */
import * as z from 'zod/mini'
import { ChildId, DeviceId, KeychainId } from '../ids'
import { BlockedApp, Device, Int, PlainTimeWindow, ReleaseChannel, RuleSchedule, SuccessOutput, User, opt } from '../wire'
import { admin, noInput } from './define'

export const childrenOperations = {
  GetUsers: admin(noInput, () => z.array(User)),
  GetUser: admin(ChildId, User),
  SaveUser: admin(
    () =>
      z.object({
        id: ChildId,
        isNew: z.boolean(),
        name: z.string(),
        keyloggingEnabled: z.boolean(),
        screenshotsEnabled: z.boolean(),
        screenshotsResolution: Int,
        screenshotsFrequency: Int,
        showSuspensionActivity: z.boolean(),
        downtime: opt(PlainTimeWindow),
        keychains: z.array(z.object({ id: KeychainId, schedule: opt(RuleSchedule) })),
        blockedApps: opt(z.array(BlockedApp)),
      }),
    SuccessOutput,
  ),
  CreatePendingAppConnection: admin(
    () => z.object({ userId: ChildId }),
    () => z.object({ code: Int }),
  ),
  GetDevices: admin(noInput, () => z.array(Device)),
  GetDevice: admin(DeviceId, Device),
  SaveDevice: admin(() => z.object({ id: DeviceId, name: opt(z.string()), releaseChannel: ReleaseChannel }), SuccessOutput),
  LatestAppVersions: admin(noInput, () => z.object({ stable: z.string(), beta: z.string(), canary: z.string() })),
} as const
