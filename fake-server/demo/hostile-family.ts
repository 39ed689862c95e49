/**
 * The hostile family: the demo parent's own family, every text a child's Mac or the parent can
 * put on screen replaced by the worst the dashboard must survive: long unbroken strings,
 * right-to-left text, emoji sequences and text that looks like HTML (with a payload that records
 * itself in `window.__hostileRan` if it ever runs). For layout and injection tests; the default
 * demo never uses it. Ids, counts and times stay as seeded, so every page has the same things.
 */
import type { ServerDeps } from '../core/context'
import { idEq, readJson, writeJson } from '../core/db/db'
import { familyIds } from './seed/ids'

const payload = 'window.__hostileRan=(window.__hostileRan||0)+1'

/** The texts, each a kind of trouble. */
export const hostileTexts = {
  /** 100 characters without a place to break. */
  unbroken: `Maximilian${'a'.repeat(90)}`,
  rightToLeft: 'مايا عبد الرحمن‏ شמואלה‎ الطويلة جداً جداً',
  emoji: '👩‍👩‍👧‍👦🦄🚀✨👨🏽‍💻🏳️‍🌈🇯🇵 Emoji 🧑‍🚀',
  htmlImage: `<img src=x onerror="${payload}">`,
  htmlScript: `<script>${payload}</script><b>bold?</b>`,
  /** A web address of 400 characters without a space. */
  longUrl: `https://www.example.com/${'very-long-path-segment/'.repeat(16)}?q=${'x'.repeat(20)}`,
} as const

const cycle: readonly string[] = Object.values(hostileTexts)
const pick = (n: number): string => cycle[n % cycle.length]!

/** Replaces the demo parent's family texts with hostile ones. */
export function applyHostileFamily(deps: ServerDeps): void {
  const { db } = deps
  const adminId = familyIds.demoAdmin
  const children = db.child.findMany({ where: { adminId: { equals: adminId } } })
  const childIds = new Set(children.map((c) => c.id))
  const names = [hostileTexts.unbroken, `${hostileTexts.rightToLeft} ${hostileTexts.emoji}`, hostileTexts.htmlImage]
  children.forEach((child, i) => db.child.update({ where: { id: idEq(child.id) }, data: { name: names[i % names.length]! } }))

  db.computer.findMany({ where: { adminId: { equals: adminId } } }).forEach((computer, i) =>
    db.computer.update({
      where: { id: idEq(computer.id) },
      data: { customName: i % 2 === 0 ? `${hostileTexts.emoji}${hostileTexts.unbroken}` : hostileTexts.htmlScript },
    }),
  )

  const logins = db.userDevice.getAll().filter((d) => childIds.has(d.childId))
  logins.forEach((login, i) =>
    db.userDevice.update({ where: { id: idEq(login.id) }, data: { fullUsername: i % 2 === 0 ? hostileTexts.unbroken : hostileTexts.rightToLeft } }),
  )
  const loginIds = new Set(logins.map((l) => l.id))

  db.keychain.findMany({ where: { adminId: { equals: adminId } } }).forEach((keychain, i) => {
    db.keychain.update({
      where: { id: idEq(keychain.id) },
      data: { name: pick(i), description: `${hostileTexts.longUrl} ${pick(i + 3)}`, warning: keychain.warning === null ? null : pick(i + 1) },
    })
    db.key.findMany({ where: { keychainId: { equals: keychain.id } } }).forEach((key, j) => {
      const value = readJson<Record<string, unknown>>(key.keyJson)
      // Domains and addresses must stay valid keys; only free text turns hostile.
      const hostileValue = typeof value.domain === 'string' ? { ...value, domain: `${'a'.repeat(60)}.example.com` } : value
      db.key.update({ where: { id: idEq(key.id) }, data: { keyJson: writeJson(hostileValue), comment: pick(i + j) } })
    })
  })

  db.blockedApp
    .getAll()
    .filter((app) => childIds.has(app.childId))
    .forEach((app, i) => db.blockedApp.update({ where: { id: idEq(app.id) }, data: { identifier: `com.${pick(i + 1).replace(/\s/g, '')}` } }))

  db.keystrokeLine
    .getAll()
    .filter((line) => loginIds.has(line.userDeviceId))
    .forEach((line, i) => db.keystrokeLine.update({ where: { id: idEq(line.id) }, data: { appName: pick(i), line: pick(i + 2) } }))

  db.unlockRequest
    .getAll()
    .filter((request) => loginIds.has(request.userDeviceId))
    .forEach((request, i) =>
      db.unlockRequest.update({
        where: { id: idEq(request.id) },
        data: {
          requestComment: pick(i + 1),
          responseComment: request.responseComment === null ? null : pick(i + 4),
          ...(request.url !== null ? { url: hostileTexts.longUrl, hostname: 'www.example.com' } : {}),
        },
      }),
    )

  db.suspendFilterRequest
    .getAll()
    .filter((request) => loginIds.has(request.userDeviceId))
    .forEach((request, i) => db.suspendFilterRequest.update({ where: { id: idEq(request.id) }, data: { requestComment: pick(i + 3) } }))

  db.securityEvent.findMany({ where: { adminId: { equals: adminId } } }).forEach((event, i) => {
    if (event.detail !== null) db.securityEvent.update({ where: { id: idEq(event.id) }, data: { detail: pick(i) } })
  })
}
