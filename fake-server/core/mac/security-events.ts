/**
 * The Mac app's LogSecurityEvent, as the simulated Macs call it: the event is stored for the
 * login's child (even under a name the feed does not know), and the parent is notified through
 * their `adminChildSecurityEvent` rules only when the name is known and the child's macOS user
 * is an administrator. Security events have no e-mail fallback.
 */
import type { ServerDeps } from '../context'
import { idEq } from '../db/db'
import { notifyAdmin } from '../handlers/notifications'
import { macModel } from '../mac-models'
import { normalizeDashboardUrl, productName } from '../outbox'
import { childEventText } from '../security-events'

/** Stores a child security event; returns its id (undefined for an unknown login). */
export function logChildSecurityEvent(deps: ServerDeps, userDeviceId: string, event: string, detail: string | null, at: Date): string | undefined {
  const { db } = deps
  const userDevice = db.userDevice.findFirst({ where: { id: idEq(userDeviceId) } })
  const child = userDevice && db.child.findFirst({ where: { id: { equals: userDevice.childId } } })
  if (!userDevice || !child) return undefined
  const id = deps.newId()
  db.securityEvent.create({
    id,
    adminId: child.adminId,
    userDeviceId: userDevice.id,
    event,
    detail,
    ipAddress: null,
    createdAt: at.getTime(),
  })
  const text = childEventText(event)
  if (!text || !userDevice.isAdmin) return id
  const computer = db.computer.findFirst({ where: { id: { equals: userDevice.computerId } } })
  const deviceName = computer ? (computer.customName ?? macModel(computer.modelIdentifier).title) : 'their computer'
  notifyAdmin(
    deps,
    child.adminId,
    'adminChildSecurityEvent',
    {
      subject: `[${productName}] Security event for child: ${child.name}`,
      text: `${text.words} on ${deviceName}${detail === null ? '' : ` (${detail})`}.\n\n${text.explanation}\n\n` + 'See the security events here:',
      link: `${normalizeDashboardUrl(deps.dashboardUrl)}/security-events`,
    },
    at,
  )
  return id
}

const plural = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? '' : 's'}`

/** A duration as the Mac app words it in event details: "30 minutes", "1 hour 30 minutes". */
export function durationWords(seconds: number): string {
  const s = Math.max(0, Math.round(seconds))
  if (s < 60) return plural(s, 'second')
  const minutes = Math.round(s / 60)
  if (minutes < 60) return plural(minutes, 'minute')
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return rest === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(rest, 'minute')}`
}
