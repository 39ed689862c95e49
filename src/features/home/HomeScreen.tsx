/**
 * Home's container: reads the dashboard's widgets (one call), decides which Home to show, and
 * turns the parent's intents into commands and navigation. Everything it draws is HomeView's.
 */
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useDeferredValue, useMemo, useState } from 'react'
import { greetingFor } from '@domain/home/greeting'
import { frameOf, localMoment } from '@domain/time'
import { homeState, needsIosDeviceCheck } from '@domain/home/state'
import { homeWidgets } from '@domain/home/widgets'
import type { Announcement } from '@domain/api/wire'
import { idKey } from '@domain/api/ids'
import { acceptDestination } from '@domain/requests/accept'
import { adminId, apiProfile, peek, prefetch, queries, runCommand, useClock, useQuery } from '../../data'
import { Onboarding } from '../children'
import { iosDevicesOffered } from '../ios-devices/queries'
import { acceptRoute, denyUnlockRequest } from '../requests'
import { dismissAnnouncement } from './commands'
import { HomeView } from './HomeView'
import { homeData } from './queries'
import { useRouteData } from '../route-data'
import type { HomeRequest } from './RequestsWidget'

/** The first child's connection panel; polls that child while a code is out. */
function ConnectFirstDevice({ childId, childName }: { childId: string; childName: string }) {
  const [waiting, setWaiting] = useState(false)
  const child = useQuery(waiting ? queries.user(childId, { polling: true }) : null)
  return <Onboarding childId={childId} childName={childName} deviceCount={child.data?.devices.length ?? 0} onWaitingChange={setWaiting} />
}

export function HomeScreen() {
  const navigate = useNavigate()
  const query = useQuery(useRouteData(homeData).queries.widgets)
  const clock = useClock(60_000)
  const nowMs = clock.now.getTime()
  const [acceptingId, setAcceptingId] = useState<string>()
  // Dismissed on this visit: hidden even when the dismissal fails (it comes back on the next load).
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set())

  const onAccept = useCallback(
    async (request: HomeRequest) => {
      setAcceptingId(request.id)
      const ids = { userId: idKey(request.userId), id: idKey(request.id) }
      await prefetch(queries.user(ids.userId))
      const destination = acceptDestination(peek(queries.user(ids.userId))?.keychains, adminId() ?? '')
      setAcceptingId(undefined)
      void navigate(acceptRoute(ids, destination))
    },
    [navigate],
  )
  const onDeny = useCallback(async (request: HomeRequest, comment: string) => (await runCommand(denyUnlockRequest(request, comment))).ok, [])
  const onDismissAnnouncement = useCallback((announcement: Announcement) => {
    document.getElementById('main')?.focus({ preventScroll: true })
    setDismissed((ids) => new Set(ids).add(announcement.id))
    void runCommand(dismissAnnouncement(announcement.id))
  }, [])

  // The widgets render in a render React may interrupt: the dashboard arrives as one store update,
  // which would otherwise render every widget in one long task before the page can answer input.
  const data = useDeferredValue(query.data)
  const widgets = useMemo(() => (data ? homeWidgets(data) : undefined), [data])
  // No child has a computer: a family with only iPhones and iPads still gets the widgets.
  const askIos = data !== undefined && needsIosDeviceCheck(data) && iosDevicesOffered(apiProfile)
  const ios = useQuery(askIos ? queries.iosDevices() : null)
  if (!data || !widgets) {
    return query.error && !query.data ? <HomeView state="error" error={query.error} onRetry={query.refetch} /> : <HomeView state="loading" />
  }
  // Until the iOS list answers, neither card nor widgets (no flash of the wrong one); a failed
  // list counts as none.
  if (askIos && ios.status === 'loading') return <HomeView state="loading" />
  const state = homeState(data, (ios.data?.length ?? 0) > 0)
  return (
    <HomeView
      state={state}
      refreshError={query.error}
      onRetry={query.refetch}
      connect={state.kind === 'firstDevice' ? <ConnectFirstDevice childId={state.child.id} childName={state.child.name} /> : null}
      page={{
        widgets,
        announcement: data.announcement && !dismissed.has(data.announcement.id) ? data.announcement : undefined,
        greeting: greetingFor(localMoment(nowMs, frameOf(clock)).time.hour),
        nowMs,
        acceptingId,
        onAccept: (request) => void onAccept(request),
        onDeny,
        onDismissAnnouncement,
      }}
    />
  )
}
