/**
 * Children waiting for an answer: the number of pending unlock requests, beside the sidebar's
 * 'Unlock requests' link, on the phone's menu button and in front of the document's title (the
 * page's own, ./page-title.ts), so a parent on any page sees it. The list is the one the request screens poll (every 10 s while visible); on
 * an address whose own answer carries the pending requests (Home's widgets), the count comes from
 * that answer and the list is first asked at its first poll.
 */
import { pendingCountOf } from '@domain/requests/list'
import { queries, useCachedQuery, useQuery } from '../../data'
import { frameData } from './queries'
import { useSignedInTitle } from './title-names'
import './pending-count.css'

/** The pending unlock requests of every child (0 until an answer is in); keeps the title in step. */
export function usePendingUnlockRequests(pathname: string): number {
  const list = useQuery(frameData(pathname, queries).requests)
  const widgets = useCachedQuery(queries.dashboard())
  const pending = pendingCountOf(
    { requests: list.data, receivedAt: list.updatedAt },
    { requests: widgets.data?.unlockRequests, receivedAt: widgets.updatedAt },
  )
  useSignedInTitle(pending)
  return pending
}

/** The count as a badge; screen readers hear '3 pending'. Nothing when none is pending. */
export function PendingCount({ count, className = 'sidebar__count' }: { count: number; className?: string }) {
  if (count <= 0) return null
  return (
    <span className={className}>
      {count}
      <span className="visually-hidden"> pending</span>
    </span>
  )
}
