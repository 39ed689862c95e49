/**
 * What each of Home's widgets shows, from the dashboard's widgets: pure, so the screen only
 * draws it.
 *
 * - Create-your-first-notification: only while the parent has no notification rule.
 * - Recent screenshots (one per child at most), newest first; hidden when there are none.
 * - Unlock requests (all pending): the two newest as cards, the rest counted; hidden when none.
 * - Activity: 'empty' with no summary, 'caughtUp' when nothing waits for review, else one card
 *   per child with most unreviewed first, and "All activity" once more than one child has some.
 * - Children: one status per child in the server's order.
 */
import type { DashboardWidgets } from '../api/wire'

export const unlockRequestsShown = 2
export const allActivityFromChildren = 2

type Request = DashboardWidgets['unlockRequests'][number]
type Screenshot = DashboardWidgets['recentScreenshots'][number]
type Summary = DashboardWidgets['userActivitySummaries'][number]
type Child = DashboardWidgets['users'][number]

export type ActivityView =
  | { readonly kind: 'empty' }
  | { readonly kind: 'caughtUp' }
  | { readonly kind: 'children'; readonly children: readonly Summary[]; readonly showAllActivity: boolean }

export interface HomeWidgets {
  readonly showNotificationWidget: boolean
  readonly screenshots: readonly Screenshot[]
  readonly requests: { readonly shown: readonly Request[]; readonly older: number }
  readonly activity: ActivityView
  readonly children: readonly Child[]
}

const newestFirst = <T extends { readonly createdAt: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))

export function activityView(summaries: readonly Summary[]): ActivityView {
  if (summaries.length === 0) return { kind: 'empty' }
  const waiting = summaries.filter((s) => s.numUnreviewed > 0).length
  if (waiting === 0) return { kind: 'caughtUp' }
  const children = [...summaries].sort((a, b) => b.numUnreviewed - a.numUnreviewed)
  return { kind: 'children', children, showAllActivity: waiting >= allActivityFromChildren }
}

export function homeWidgets(widgets: DashboardWidgets): HomeWidgets {
  const requests = newestFirst(widgets.unlockRequests)
  return {
    showNotificationWidget: widgets.numAdminNotifications === 0,
    screenshots: newestFirst(widgets.recentScreenshots),
    requests: { shown: requests.slice(0, unlockRequestsShown), older: Math.max(0, requests.length - unlockRequestsShown) },
    activity: activityView(widgets.userActivitySummaries),
    children: widgets.users,
  }
}

/** "And 1 older request:", "And 3 older requests:". */
export const olderRequestsText = (n: number): string => `And ${n} older request${n === 1 ? '' : 's'}:`

/** A request's target as a card shows it: without a leading http:// or https://, nor one trailing '/'. */
export const shortTarget = (target: string): string => target.replace(/^https?:\/\//, '').replace(/\/$/, '')

export type StatusDot = 'green' | 'red' | 'yellow' | 'purple' | 'grey'

export interface ChildStatusLine {
  readonly dot: StatusDot
  readonly text: string
  /** The second line's words before the relative time ('Resuming', 'Ending') and its instant. */
  readonly until?: { readonly label: 'Resuming' | 'Ending'; readonly at: string }
}

/** A child's status on the Children widget. */
export function childStatusLine(status: Child['status']): ChildStatusLine {
  switch (status.case) {
    case 'filterOn':
      return { dot: 'green', text: 'Filter on' }
    case 'filterOff':
      return { dot: 'red', text: 'Filter off' }
    case 'filterSuspended':
      return { dot: 'yellow', text: 'Filter suspended', ...(status.resuming ? { until: { label: 'Resuming', at: status.resuming } } : {}) }
    case 'downtime':
      return { dot: 'purple', text: 'In downtime', ...(status.ending ? { until: { label: 'Ending', at: status.ending } } : {}) }
    case 'downtimePaused':
      return { dot: 'yellow', text: 'Downtime paused', ...(status.resuming ? { until: { label: 'Resuming', at: status.resuming } } : {}) }
    case 'offline':
      return { dot: 'grey', text: 'Offline' }
  }
}
