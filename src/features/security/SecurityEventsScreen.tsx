/**
 * `/security-events`' container: reads the feed through the route's data declaration and the
 * filters from the address (so a filtered feed can be reloaded, shared and gone back to), and
 * writes the parent's filters back there. Everything it draws is SecurityEventsView's.
 */
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { EventKind } from '@domain/security/events'
import { useNow, useQuery, useTimeZone } from '../../data'
import { paths } from '../../route-paths'
import { useRouteSearch } from '../route-hooks'
import { useRouteData } from '../route-data'
import { IpAddress } from './IpAddress'
import { securityEventsData } from './queries'
import { SecurityEventsView } from './SecurityEventsView'

const ipAddress = (ip: string) => <IpAddress ip={ip} />

export default function SecurityEventsScreen() {
  const feed = useQuery(useRouteData(securityEventsData).queries.feed)
  const search = useRouteSearch(paths.securityEvents)
  const navigate = useNavigate()
  // Moves on every minute so relative times stay right.
  const nowMs = useNow(60_000)
  const timeZone = useTimeZone()
  const onFilter = useCallback(
    (next: { child: string | undefined; kind: EventKind }) =>
      void navigate({
        to: '/security-events',
        search: {
          ...(next.child ? { child: next.child.toLowerCase() } : {}),
          ...(next.kind !== 'all' ? { kind: next.kind } : {}),
        },
        replace: true,
      }),
    [navigate],
  )
  return (
    <SecurityEventsView
      feed={feed}
      search={{ child: search.child, kind: search.kind }}
      nowMs={nowMs}
      timeZone={timeZone}
      onFilter={onFilter}
      ipAddress={ipAddress}
    />
  )
}
