/**
 * The demo family's iPhones and iPads: Maya's iPhone (a few groups, only approved websites, four
 * custom rules: an app, an app on some addresses, an app except some addresses, a hostname
 * suffix), Leo's iPad (all groups, block everything, a nested rule the editor cannot show), and
 * the other parent's iPhone (for ownership checks).
 */
import type { BlockRule } from '@domain/api/wire'
import { type Db, day, writeJson } from '../../core/db/db'
import { iosBlockGroups } from '../../core/ios-block-groups'
import { familyIds, sid } from './ids'

export const iosSeedIds = {
  mayaIPhone: sid('10', 1),
  leoIPad: sid('10', 2),
  noahIPhone: sid('10', 3),
  mayaTikTokRule: sid('B1', 1),
  mayaYouTubeShortsRule: sid('B1', 2),
  mayaNetflixRule: sid('B1', 3),
  mayaBettingRule: sid('B1', 4),
  leoNestedRule: sid('B1', 5),
  noahRule: sid('B1', 6),
} as const

const groupId = (name: string): string => iosBlockGroups.find((g) => g.name === name)!.id

export function seedIOS(db: Db, now: number): void {
  const ids = iosSeedIds
  const ago = (ms: number) => now - ms
  const device = (
    id: string,
    childId: string,
    deviceType: string,
    osVersion: string,
    age: number,
    settings: {
      groups: readonly string[]
      policy: 'blockAllExcept' | 'blockAll'
      domains: readonly string[]
    },
  ) =>
    db.iosDevice.create({
      id,
      childId,
      deviceType,
      osVersion,
      webPolicy: settings.policy,
      webPolicyDomainsJson: writeJson(settings.domains),
      enabledBlockGroupsJson: writeJson(settings.groups),
      createdAt: ago(age),
    })
  const rule = (id: string, deviceId: string, value: BlockRule, age: number) =>
    db.iosBlockRule.create({ id, deviceId, ruleJson: writeJson(value), createdAt: ago(age) })

  device(ids.mayaIPhone, familyIds.maya, 'iPhone', '18.5', 9 * day, {
    groups: [groupId('Ads'), groupId('GIFs'), groupId('WhatsApp')],
    policy: 'blockAllExcept',
    domains: ['khanacademy.org', 'wikipedia.org'],
  })
  device(ids.leoIPad, familyIds.leo, 'iPad', '17.7.2', 6 * day, {
    groups: iosBlockGroups.map((g) => g.id),
    policy: 'blockAll',
    domains: [],
  })
  device(ids.noahIPhone, familyIds.noah, 'iPhone', '18.3', 4 * day, { groups: [], policy: 'blockAll', domains: [] })

  const app = (value: string): BlockRule => ({ case: 'bundleIdContains', value })
  const target = (value: string): BlockRule => ({ case: 'targetContains', value })
  rule(ids.mayaTikTokRule, ids.mayaIPhone, app('com.zhiliaoapp.musically'), 8 * day)
  rule(ids.mayaYouTubeShortsRule, ids.mayaIPhone, { case: 'both', a: app('com.google.ios.youtube'), b: target('shorts') }, 7 * day)
  rule(
    ids.mayaNetflixRule,
    ids.mayaIPhone,
    { case: 'unless', rule: app('com.netflix.Netflix'), negatedBy: [target('nflxvideo.net'), target('netflix.com')] },
    6 * day,
  )
  rule(ids.mayaBettingRule, ids.mayaIPhone, { case: 'hostnameEndsWith', value: '.bet' }, 5 * day)
  rule(
    ids.leoNestedRule,
    ids.leoIPad,
    {
      case: 'unless',
      rule: { case: 'both', a: app('com.apple.mobilesafari'), b: { case: 'flowTypeIs', value: 'browser' } },
      negatedBy: [{ case: 'hostnameEquals', value: 'school.example.org' }],
    },
    5 * day,
  )
  rule(ids.noahRule, ids.noahIPhone, app('com.roblox.robloxmobile'), 3 * day)
}
