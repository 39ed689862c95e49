/**
 * The large family's keychains: one automatic keychain per added child, themed ones until the
 * parent has `largeFamilySize.keychains`, the first of them ("School Library") holding
 * `largeFamilySize.bigKeychainKeys` keys of every kind, the others a handful each.
 */
import type { SharedKey } from '@domain/api/wire'
import { type Db, day, minute, writeJson } from '../../../core/db/db'
import { familyIds } from '../ids'
import type { AddedChild } from './family'
import { largeFamilySize, largeIds } from './ids'

const browsers = { type: 'webBrowsers' } as const

const themes: readonly string[] = [
  'Homework',
  'Languages',
  'Maths Practice',
  'History',
  'Geography',
  'Music Lessons',
  'Art and Design',
  'Coding',
  'Sports Club',
  'Science Fair',
  'Reading',
  'Video Lessons',
  'Chess Club',
  'Drama',
  'Robotics',
  'Debate',
  'Photography',
  'Cooking',
  'Gardening',
  'Astronomy',
  'Weekend Games',
]
const words: readonly string[] = [
  'atlas',
  'biology',
  'chemistry',
  'dictionary',
  'encyclopedia',
  'fractions',
  'grammar',
  'history',
  'library',
  'maps',
  'notes',
  'physics',
  'poetry',
  'quiz',
  'reader',
  'spelling',
  'tutor',
  'vocab',
  'worksheets',
  'zoology',
  'algebra',
  'geometry',
  'stories',
  'planets',
]
const tlds = ['org', 'com', 'edu', 'net', 'io', 'co.uk'] as const

/** The `n`th key of the big keychain: every kind of key, mostly for web browsers. */
export function bigKeychainKey(n: number): SharedKey {
  const word = words[n % words.length] ?? 'library'
  const domain = `${word}-${Math.floor(n / words.length) + 1}.${tlds[n % tlds.length] ?? 'org'}`
  switch (n % 10) {
    case 0:
      return { type: 'anySubdomain', domain, scope: browsers }
    case 1:
      return { type: 'path', path: `www.${domain}/class-${n % 40}`, scope: browsers }
    case 2:
      return { type: 'ipAddress', ipAddress: `10.${(n >> 8) & 255}.${n & 255}.${(n % 200) + 1}`, scope: browsers }
    case 3:
      return { type: 'domain', domain: `www.${domain}`, scope: { type: 'unrestricted' } }
    case 4:
      return { type: 'domainRegex', pattern: `*.${domain}`, scope: browsers }
    default:
      return { type: 'domain', domain, scope: browsers }
  }
}

export function seedAddedKeychains(db: Db, now: number, children: readonly AddedChild[], rnd: () => number): void {
  const adminId = familyIds.demoAdmin
  const ago = (ms: number) => now - ms
  let keychainNumber = 0
  let keyNumber = 0
  let linkNumber = 0
  const keychain = (name: string, description: string | null): string => {
    const id = largeIds.keychain(++keychainNumber)
    db.keychain.create({ id, adminId, name, description, warning: null, isPublic: false, createdAt: ago(14 * day - keychainNumber * minute) })
    return id
  }
  const key = (keychainId: string, value: SharedKey, comment: string | null, deletedAt: number | null = null) =>
    db.key.create({
      id: largeIds.key(++keyNumber),
      keychainId,
      keyJson: writeJson(value),
      comment,
      deletedAt,
      createdAt: ago(13 * day - keyNumber * minute),
    })
  const link = (childId: string, keychainId: string) =>
    db.childKeychain.create({ id: largeIds.link(++linkNumber), childId, keychainId, scheduleJson: null, createdAt: ago(13 * day) })

  const big = keychain('School Library', 'Every site the school’s library catalogue lists')
  for (let n = 0; n < largeFamilySize.bigKeychainKeys; n++) {
    key(big, bigKeychainKey(n), n % 7 === 0 ? `catalogue entry ${n + 1}` : null, n % 97 === 5 ? now + 30 * day : null)
  }

  const existing = db.keychain.findMany({ where: { adminId: { equals: adminId } } }).length
  const themed = largeFamilySize.keychains - existing - children.length
  const themedIds: string[] = []
  for (let t = 0; t < themed; t++) {
    const id = keychain(themes[t % themes.length] ?? `Keychain ${t + 1}`, t % 3 === 0 ? null : 'Sites picked for this activity')
    themedIds.push(id)
    const keys = 2 + Math.floor(rnd() * 7)
    for (let k = 0; k < keys; k++) key(id, bigKeychainKey(1000 + t * 10 + k), k === 0 ? 'asked for by the teacher' : null)
  }
  children.forEach((child, i) => {
    const own = keychain(`${child.name}’s Keychain`, null)
    key(own, { type: 'anySubdomain', domain: 'khanacademy.org', scope: browsers }, null)
    link(child.id, own)
    if (i % 3 === 0) link(child.id, big)
    const theme = themedIds[i % Math.max(1, themedIds.length)]
    if (theme) link(child.id, theme)
  })
  for (const childId of [familyIds.maya, familyIds.leo, familyIds.ava]) link(childId, big)
}
