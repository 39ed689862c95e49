/**
 * The demo family's keychains and keys, and which child has which keychain:
 * - each child's automatic keychain, and the demo parent's "Music Practice";
 * - two public keychains of the other parent (one with a warning) and Noah's own;
 * - keys of every kind (domain, anySubdomain, domainRegex, path, ipAddress, skeleton) and scope
 *   (web browsers, every app, one app by bundle id or by slug), with and without comment or
 *   expiry, one expired.
 * More public keychains: demo/seed/family.ts.
 */
import type { RuleSchedule, SharedKey } from '@domain/api/wire'
import { type Db, day, hour, writeJson } from '../../core/db/db'
import { familyIds, sid } from './ids'
import { afterSchool, schoolHours } from './schedules'

export const keychainSeedIds = {
  mayasKeychain: sid('B', 1),
  leosKeychain: sid('B', 2),
  avasKeychain: sid('B', 3),
  musicPractice: sid('B', 4),
  homeworkHelpers: sid('B', 5),
  videoCalls: sid('B', 6),
  noahsKeychain: sid('B', 7),
} as const

const autoDescription = (name: string): string =>
  `This keychain was created automatically as a default place for you to add keys for ${name}. ` +
  'Feel free to use it as is, change it, delete it, or create as many other keychains as you like.'

const browsers = { type: 'webBrowsers' } as const

/** Seeds the keychains, their keys and the children's keychain links. */
export function seedKeychains(db: Db, now: number): void {
  const ago = (ms: number) => now - ms
  const ids = { ...familyIds, ...keychainSeedIds }

  const keychain = (id: string, adminId: string, name: string, description: string | null, isPublic = false, warning: string | null = null) =>
    db.keychain.create({ id, adminId, name, description, warning, isPublic, createdAt: ago(12 * day) })
  keychain(ids.mayasKeychain, ids.demoAdmin, 'Maya’s Keychain', autoDescription('Maya'))
  keychain(ids.leosKeychain, ids.demoAdmin, 'Leo’s Keychain', autoDescription('Leo'))
  keychain(ids.avasKeychain, ids.demoAdmin, 'Ava’s Keychain', autoDescription('Ava'))
  keychain(ids.musicPractice, ids.demoAdmin, 'Music Practice', 'Sites for piano and guitar practice')
  keychain(ids.homeworkHelpers, ids.otherAdmin, 'Homework Helpers', 'Reference and practice sites for school work', true)
  keychain(
    ids.videoCalls,
    ids.otherAdmin,
    'Video Calls',
    'Video-calling apps for lessons and family calls',
    true,
    'Some of these apps let children talk with people you do not know. Check the keys before assigning this keychain.',
  )
  keychain(ids.noahsKeychain, ids.otherAdmin, 'Noah’s Keychain', autoDescription('Noah'))

  let keyNumber = 0
  const key = (keychainId: string, value: SharedKey, extra: { comment?: string; deletedAt?: number } = {}) =>
    db.key.create({
      id: sid('E', ++keyNumber),
      keychainId,
      keyJson: writeJson(value),
      comment: extra.comment ?? null,
      deletedAt: extra.deletedAt ?? null,
      createdAt: ago(11 * day - keyNumber * hour),
    })
  key(ids.mayasKeychain, { type: 'anySubdomain', domain: 'khanacademy.org', scope: browsers })
  key(ids.mayasKeychain, { type: 'domain', domain: 'docs.google.com', scope: browsers }, { comment: 'school documents' })
  key(
    ids.mayasKeychain,
    { type: 'skeleton', scope: { type: 'identifiedAppSlug', identifiedAppSlug: 'zoom' } },
    { comment: 'piano lessons on Thursdays', deletedAt: now + 5 * day },
  )
  // Expired yesterday: invisible everywhere.
  key(ids.mayasKeychain, { type: 'domain', domain: 'scratch.mit.edu', scope: browsers }, { deletedAt: ago(day) })
  key(ids.leosKeychain, { type: 'domainRegex', pattern: 'deploy-preview-*.netlify.app', scope: { type: 'unrestricted' } })
  key(ids.leosKeychain, { type: 'ipAddress', ipAddress: '140.82.112.3', scope: browsers }, { comment: 'code club server' })
  key(ids.musicPractice, { type: 'anySubdomain', domain: 'musictheory.net', scope: browsers })
  key(ids.musicPractice, {
    type: 'domain',
    domain: 'www.noteflight.com',
    scope: { type: 'single', single: { type: 'bundleId', bundleId: 'com.apple.Safari' } },
  })
  key(ids.homeworkHelpers, { type: 'anySubdomain', domain: 'wikipedia.org', scope: browsers })
  key(ids.homeworkHelpers, { type: 'anySubdomain', domain: 'desmos.com', scope: browsers })
  key(ids.homeworkHelpers, { type: 'anySubdomain', domain: 'quizlet.com', scope: browsers })
  key(ids.videoCalls, { type: 'skeleton', scope: { type: 'identifiedAppSlug', identifiedAppSlug: 'zoom' } })
  key(ids.videoCalls, { type: 'skeleton', scope: { type: 'bundleId', bundleId: 'com.apple.FaceTime' } })
  key(ids.noahsKeychain, { type: 'anySubdomain', domain: 'lego.com', scope: browsers })
  // The remaining kinds and scopes (added last, so the keys above keep their ids): a path for
  // browsers, a path for every app with an expiry and no comment, a domain for one app by slug.
  key(ids.mayasKeychain, { type: 'path', path: 'www.youtube.com/@crashcourse', scope: browsers }, { comment: 'science videos' })
  key(ids.leosKeychain, { type: 'path', path: 'github.com/code-club*', scope: { type: 'unrestricted' } }, { deletedAt: now + 30 * day })
  key(
    ids.musicPractice,
    { type: 'anySubdomain', domain: 'spotify.com', scope: { type: 'single', single: { type: 'identifiedAppSlug', identifiedAppSlug: 'spotify' } } },
    { deletedAt: now + 2 * day },
  )

  let linkNumber = 0
  const assign = (childId: string, keychainId: string, schedule: RuleSchedule | null = null) =>
    db.childKeychain.create({
      id: sid('CB', ++linkNumber),
      childId,
      keychainId,
      scheduleJson: schedule ? writeJson(schedule) : null,
      createdAt: ago(11 * day),
    })
  assign(ids.maya, ids.mayasKeychain)
  assign(ids.maya, ids.musicPractice, afterSchool)
  assign(ids.maya, ids.homeworkHelpers, schoolHours)
  assign(ids.leo, ids.leosKeychain)
  assign(ids.leo, ids.homeworkHelpers)
  assign(ids.ava, ids.avasKeychain)
  assign(ids.noah, ids.noahsKeychain)
  assign(ids.noah, ids.videoCalls)
}
