/**
 * Ids and sizes of the large demo family (a school counsellor's or a big family's account): the
 * normal demo family grown to `largeFamilySize`, every added row numbered under its own prefix so
 * the normal family's fixed ids stay as they are.
 */
import { sid } from '../ids'

/** What the demo parent has once the large family is seeded (the normal family's rows included). */
export const largeFamilySize = {
  children: 30,
  /** Macs and iPhones/iPads. */
  devices: 90,
  keychains: 50,
  /** Keys of the one big keychain. */
  bigKeychainKeys: 3_000,
  unlockRequests: 500,
  securityEvents: 300,
} as const

/** The added children: how many of them have Macs (the rest only iPhones and iPads). */
export const addedChildrenWithMacs = 12

export const largeIds = {
  child: (n: number) => sid('C1', n),
  computer: (n: number) => sid('D1', n),
  login: (n: number) => sid('DD1', n),
  iosDevice: (n: number) => sid('101', n),
  keychain: (n: number) => sid('B2', n),
  key: (n: number) => sid('E1', n),
  link: (n: number) => sid('CB1', n),
  unlockRequest: (n: number) => sid('AB1', n),
  securityEvent: (n: number) => sid('5E1', n),
  screenshot: (n: number) => sid('5C1', n),
  line: (n: number) => sid('4B1', n),
  /** The keychain with `largeFamilySize.bigKeychainKeys` keys. */
  bigKeychain: sid('B2', 1),
} as const

/** The added children's names (the normal family brings Maya, Leo and Ava). */
export const addedChildNames: readonly string[] = [
  'Olivia',
  'Ethan',
  'Sofia',
  'Lucas',
  'Amara',
  'Mateo',
  'Hana',
  'Noor',
  'Felix',
  'Isla',
  'Kai',
  'Zara',
  'Omar',
  'Priya',
  'Jonas',
  'Elena',
  'Theo',
  'Mila',
  'Ravi',
  'Chloe',
  'Diego',
  'Yuki',
  'Samuel',
  'Aisha',
  'Finn',
  'Lena',
  'Malik',
  'Ines',
  'Arjun',
  'Rosa',
]
