/**
 * SecurityEventsFeed: the caller's events of the last 14 days, newest first.
 */
import type { WireOutput } from '@domain/api/operations'
import type { HandlerRegistry } from '../context'
import { day } from '../db/db'
import { isoSeconds } from '../encode'
import { macModel } from '../mac-models'
import { adminEventText, childEventText } from '../security-events'

type FeedItem = WireOutput<'SecurityEventsFeed'>[number]

export const feedWindowDays = 14

export const securityHandlers = {
  SecurityEventsFeed(_input, ctx) {
    const { db } = ctx.deps
    const since = ctx.now.getTime() - feedWindowDays * day
    const rows = db.securityEvent
      .findMany({ where: { adminId: { equals: ctx.admin.id } } })
      .map((row, index) => ({ row, index }))
      .filter(({ row }) => row.createdAt >= since)
      .sort((a, b) => b.row.createdAt - a.row.createdAt || b.index - a.index)

    const items: FeedItem[] = []
    for (const { row } of rows) {
      if (row.userDeviceId === null) {
        const text = adminEventText(row.event)
        if (!text) continue
        items.push({
          case: 'admin',
          id: row.id,
          event: text.words,
          detail: row.detail ?? undefined,
          explanation: text.explanation,
          ipAddress: row.ipAddress ?? undefined,
          createdAt: isoSeconds(row.createdAt),
        })
        continue
      }
      // Child events whose login, child or computer is gone, or whose name is unknown, are left out.
      const text = childEventText(row.event)
      const userDevice = db.userDevice.findFirst({ where: { id: { equals: row.userDeviceId } } })
      const child = userDevice && db.child.findFirst({ where: { id: { equals: userDevice.childId } } })
      const computer = userDevice && db.computer.findFirst({ where: { id: { equals: userDevice.computerId } } })
      if (!text || !child || !computer || child.adminId !== ctx.admin.id) continue
      items.push({
        case: 'child',
        id: row.id,
        childId: child.id,
        childName: child.name,
        deviceId: computer.id,
        deviceName: computer.customName ?? macModel(computer.modelIdentifier).title,
        event: text.words,
        detail: row.detail ?? undefined,
        explanation: text.explanation,
        createdAt: isoSeconds(row.createdAt),
      })
    }
    return items
  },
} satisfies HandlerRegistry
