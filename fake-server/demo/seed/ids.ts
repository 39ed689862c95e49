/**
 * Fixed ids of the demo family (parents, children, computers and logins, notification methods)
 * and the demo parent's credentials. Keychains and requests have their ids beside their seed
 * (demo/seed/keychains.ts, demo/seed/requests.ts); seed.ts gathers them all in `seedIds`.
 */
import credentials from '../../demo-credentials.json'

export const demoCredentials: { readonly email: string; readonly password: string } = credentials

/** The other parent, for ownership checks and public keychains. */
export const otherParent = { email: 'rivera.family@example.com', password: 'rivera-family-demo' } as const

/** A readable fixed id: `sid('C', 2)` → `C0000000-0000-4000-8000-000000000002`. */
export const sid = (prefix: string, n: number): string => `${prefix.padEnd(8, '0')}-0000-4000-8000-${n.toString(16).toUpperCase().padStart(12, '0')}`

export const familyIds = {
  demoAdmin: sid('DE', 1),
  otherAdmin: sid('DE', 2),
  maya: sid('C', 1),
  leo: sid('C', 2),
  ava: sid('C', 3),
  /** The other parent's child. */
  noah: sid('C', 4),
  mayaMacBookAir: sid('D', 1),
  mayaIMac: sid('D', 2),
  leoMacBookPro: sid('D', 3),
  noahMacMini: sid('D', 4),
  mayaOnMacBookAir: sid('DD', 1),
  mayaOnIMac: sid('DD', 2),
  leoOnMacBookPro: sid('DD', 3),
  noahOnMacMini: sid('DD', 4),
  emailMethod: sid('0E', 1),
  textMethod: sid('0E', 2),
} as const
