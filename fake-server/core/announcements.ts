/**
 * The service's announcement to parents: shown on the dashboard (DashboardWidgets) until the
 * parent dismisses it (DeleteEntity `announcement`). Only servers of the `current` profile send
 * announcements; the May 2025 wire has no place for one.
 *
 * The demo has one announcement, about what the `current` profile changed for parents. A
 * dismissal is kept per parent; dismissing an unknown announcement changes nothing.
 */
import type { WireOutput } from '@domain/api/operations'
import type { AdminContext } from './context'
import { canonicalId } from './db/db'

type Announcement = NonNullable<WireOutput<'GetDashboardWidgets'>['announcement']>

export const demoAnnouncement: Announcement = {
  id: 'A1000000-0000-4000-8000-000000000001',
  html: 'Screenshot days now follow <strong>your own time zone</strong>: each day runs from your midnight to your next midnight.',
}

const dismissalId = (adminId: string, announcementId: string): string => `${canonicalId(adminId)}/${canonicalId(announcementId)}`

/** The announcement the parent has not dismissed yet, if any. */
export function announcementFor(ctx: AdminContext): Announcement | undefined {
  const id = dismissalId(ctx.admin.id, demoAnnouncement.id)
  return ctx.deps.db.announcementDismissal.findFirst({ where: { id: { equals: id } } }) ? undefined : demoAnnouncement
}

/** DeleteEntity `announcement`: the parent no longer sees it. Idempotent. */
export function dismissAnnouncement(ctx: AdminContext, announcementId: string): void {
  if (canonicalId(announcementId) !== canonicalId(demoAnnouncement.id)) return
  const id = dismissalId(ctx.admin.id, announcementId)
  const { db } = ctx.deps
  if (db.announcementDismissal.findFirst({ where: { id: { equals: id } } })) return
  db.announcementDismissal.create({
    id,
    adminId: canonicalId(ctx.admin.id),
    announcementId: canonicalId(announcementId),
    createdAt: ctx.now.getTime(),
  })
}
