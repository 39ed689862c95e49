/**
 * More of the demo family's keychain shelf and release history, seeded after seed.ts's family:
 *
 * - six more public keychains curated by the other parent (with the two of seed.ts, eight: the
 *   add-keychain drawer's public list has two pages of six), one more with a warning and one
 *   that is empty;
 * - older and double-digit releases, so LatestAppVersions visibly compares semver numerically
 *   and each channel on its own (latest stays stable 2.7.1, beta 2.7.10, canary 2.8.0).
 *
 * Deterministic: fixed ids (`familySeedIds`), times relative to the clock.
 */
import type { SharedKey } from '@domain/api/wire'
import { type Db, day, hour, writeJson } from '../../core/db/db'

/** `fid('B', 0x10)` → `B0000000-0000-4000-8000-000000000010` (the same scheme as seed.ts's `sid`). */
const fid = (prefix: string, n: number): string => `${prefix.padEnd(8, '0')}-0000-4000-8000-${n.toString(16).toUpperCase().padStart(12, '0')}`

export const familySeedIds = {
  codingClub: fid('B', 0x10),
  readingRoom: fid('B', 0x11),
  scienceLab: fid('B', 0x12),
  artStudio: fid('B', 0x13),
  typingPractice: fid('B', 0x14),
  gamingWithFriends: fid('B', 0x15),
} as const

const browsers = { type: 'webBrowsers' } as const

interface PublicKeychain {
  readonly id: string
  readonly name: string
  readonly description: string
  readonly warning?: string
  readonly keys: readonly SharedKey[]
}

const publicKeychains: readonly PublicKeychain[] = [
  {
    id: familySeedIds.codingClub,
    name: 'Coding Club',
    description: 'Block-based and beginner programming sites',
    keys: [
      { type: 'anySubdomain', domain: 'scratch.mit.edu', scope: browsers },
      { type: 'anySubdomain', domain: 'code.org', scope: browsers },
      { type: 'domain', domain: 'www.tynker.com', scope: browsers },
    ],
  },
  {
    id: familySeedIds.readingRoom,
    name: 'Reading Room',
    description: 'Library catalogues and free e-books',
    keys: [
      { type: 'anySubdomain', domain: 'gutenberg.org', scope: browsers },
      { type: 'anySubdomain', domain: 'openlibrary.org', scope: browsers },
    ],
  },
  {
    id: familySeedIds.scienceLab,
    name: 'Science Lab',
    description: 'Simulations and explainers for science homework',
    keys: [
      { type: 'anySubdomain', domain: 'phet.colorado.edu', scope: browsers },
      { type: 'domain', domain: 'www.nasa.gov', scope: browsers },
      { type: 'anySubdomain', domain: 'nationalgeographic.com', scope: browsers },
      { type: 'anySubdomain', domain: 'ck12.org', scope: browsers },
    ],
  },
  {
    id: familySeedIds.artStudio,
    name: 'Art Studio',
    description: 'Drawing tutorials and an online sketch pad',
    keys: [{ type: 'anySubdomain', domain: 'sketch.io', scope: browsers }],
  },
  {
    // Curated but not filled yet: shows a keychain with no keys.
    id: familySeedIds.typingPractice,
    name: 'Typing Practice',
    description: 'Touch-typing lessons (keys coming soon)',
    keys: [],
  },
  {
    id: familySeedIds.gamingWithFriends,
    name: 'Gaming With Friends',
    description: 'Multiplayer game launchers and their chat',
    warning: 'These games include open chat with other players. Talk with your child about strangers online before assigning it.',
    keys: [
      { type: 'skeleton', scope: { type: 'identifiedAppSlug', identifiedAppSlug: 'minecraft' } },
      { type: 'skeleton', scope: { type: 'identifiedAppSlug', identifiedAppSlug: 'roblox' } },
      { type: 'anySubdomain', domain: 'roblox.com', scope: browsers },
    ],
  },
]

/** Seeds the extras. `curatorId` owns the public keychains (the other parent of seed.ts). */
export function seedFamilyExtras(db: Db, now: number, curatorId: string): void {
  let keyNumber = 0x100
  publicKeychains.forEach((keychain, index) => {
    db.keychain.create({
      id: keychain.id,
      adminId: curatorId,
      name: keychain.name,
      description: keychain.description,
      warning: keychain.warning ?? null,
      isPublic: true,
      createdAt: now - (60 - index) * day,
    })
    for (const key of keychain.keys) {
      db.key.create({
        id: fid('E', ++keyNumber),
        keychainId: keychain.id,
        keyJson: writeJson(key),
        comment: null,
        deletedAt: null,
        createdAt: now - (50 - index) * day + keyNumber * hour,
      })
    }
  })

  const release = (semver: string, channel: 'stable' | 'beta' | 'canary', age: number) => db.release.create({ semver, channel, createdAt: now - age })
  release('2.6.0', 'stable', 60 * day)
  release('2.7.10', 'beta', 5 * day)
  release('2.7.9', 'beta', 7 * day)
  release('2.7.3', 'canary', 8 * day)
}
