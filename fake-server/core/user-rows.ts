/**
 * The rows a child's wire view reads (keychain links, keychains and their unexpired keys, logins,
 * computers, blocked apps), looked up by id. `queriedUserRows` queries them per child, for an
 * answer about one child; `indexedUserRows` reads each table once, for answers about every
 * child of a family (dozens of children, thousands of keys), instead of scanning per child.
 */
import type { ComputerRow, Db, KeyRow, KeychainRow, Row, UserDeviceRow } from './db/db'

/** Unexpired keys, by keychain id. */
export type LiveKeys = (keychainId: string) => readonly KeyRow[]

export interface UserRows {
  links(childId: string): readonly Row<'childKeychain'>[]
  keychain(id: string): KeychainRow | null
  keysOf: LiveKeys
  logins(childId: string): readonly UserDeviceRow[]
  computer(id: string): ComputerRow | null
  blockedApps(childId: string): readonly Row<'blockedApp'>[]
}

const isLive = (deletedAt: number | null, now: Date): boolean => deletedAt === null || deletedAt > now.getTime()

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): (key: string) => readonly T[] {
  const groups = new Map<string, T[]>()
  for (const row of rows) {
    const key = keyOf(row)
    const group = groups.get(key)
    if (group) group.push(row)
    else groups.set(key, [row])
  }
  return (key) => groups.get(key) ?? []
}

/** Every keychain's unexpired keys from one pass over the keys. */
export const liveKeysByKeychain = (db: Db, now: Date): LiveKeys =>
  groupBy(
    db.key.getAll().filter((key) => isLive(key.deletedAt, now)),
    (key) => key.keychainId,
  )

export function queriedUserRows(db: Db, now: Date): UserRows {
  return {
    links: (childId) => db.childKeychain.findMany({ where: { childId: { equals: childId } } }),
    keychain: (id) => db.keychain.findFirst({ where: { id: { equals: id } } }),
    keysOf: (keychainId) => db.key.findMany({ where: { keychainId: { equals: keychainId } } }).filter((k) => isLive(k.deletedAt, now)),
    logins: (childId) => db.userDevice.findMany({ where: { childId: { equals: childId } } }),
    computer: (id) => db.computer.findFirst({ where: { id: { equals: id } } }),
    blockedApps: (childId) => db.blockedApp.findMany({ where: { childId: { equals: childId } } }),
  }
}

export function indexedUserRows(db: Db, now: Date): UserRows {
  const keychains = new Map(db.keychain.getAll().map((k) => [k.id, k]))
  const computers = new Map(db.computer.getAll().map((c) => [c.id, c]))
  return {
    links: groupBy(db.childKeychain.getAll(), (link) => link.childId),
    keychain: (id) => keychains.get(id) ?? null,
    keysOf: liveKeysByKeychain(db, now),
    logins: groupBy(db.userDevice.getAll(), (login) => login.childId),
    computer: (id) => computers.get(id) ?? null,
    blockedApps: groupBy(db.blockedApp.getAll(), (app) => app.childId),
  }
}
