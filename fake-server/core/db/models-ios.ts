/**
 * The models of children's iPhones and iPads: the device (its web policy, domains and enabled
 * block groups) and its custom block rules. Block groups themselves are fixed server data
 * (ios-block-groups.ts). Conventions as in models.ts: upper-case ids, instants in epoch ms,
 * nested JSON in `…Json` fields.
 */
import { primaryKey } from '@mswjs/data'
import type { WebPolicy } from '@domain/api/wire'

export const iosModels = {
  iosDevice: {
    id: primaryKey(String),
    childId: String,
    /** "iPhone" or "iPad" in practice: what the device reports. */
    deviceType: String,
    osVersion: String,
    webPolicy: (): WebPolicy => 'blockAll',
    /** string[] as JSON, stored verbatim (order and duplicates kept). */
    webPolicyDomainsJson: () => '[]',
    /** Block-group ids as JSON, in the order they were enabled. */
    enabledBlockGroupsJson: () => '[]',
    createdAt: Number,
  },
  iosBlockRule: {
    id: primaryKey(String),
    deviceId: String,
    /** The BlockRule as JSON (flow types as bare strings). */
    ruleJson: String,
    createdAt: Number,
  },
}
