/**
 * Children waiting for an answer: the number of pending unlock requests, beside the sidebar's
 * 'Unlock requests' link, on the phone's menu button and in the document title, so a parent on
 * any page sees it. The list is the one the request screens poll (every 10 s while visible).
 */
import { useEffect } from 'react'
import { pendingCount, titleWithCount } from '@domain/requests/list'
import { queries, useQuery } from '../../data'
import './pending-count.css'

const baseTitle = 'Gatehouse'

/** The pending unlock requests of every child (0 until the list arrives); keeps the title in step. */
export function usePendingUnlockRequests(): number {
  const list = useQuery(queries.unlockRequests())
  const pending = list.data ? pendingCount(list.data) : 0
  useEffect(() => {
    document.title = titleWithCount(baseTitle, pending)
    return () => {
      document.title = baseTitle
    }
  }, [pending])
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
