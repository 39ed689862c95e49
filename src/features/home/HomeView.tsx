/**
 * Home, drawn from plain props: loading, the failure with Try again, the welcome card (no
 * children), the first-device card (no device yet), or the page with its announcement and widgets.
 */
import type { ReactNode } from 'react'
import type { ClientError } from '@domain/api/client-error'
import type { Greeting } from '@domain/home/greeting'
import type { HomeState } from '@domain/home/state'
import type { HomeWidgets } from '@domain/home/widgets'
import type { Announcement } from '@domain/api/wire'
import { HomeIcon } from '../../ui/icons/HomeIcon'
import { FullPageError, Loading } from '../../ui/QueryState'
import { RefreshFailed } from '../../ui/QueryView'
import { AnnouncementBanner } from './Announcement'
import { FirstDeviceCard, WelcomeCard } from './OnboardingCards'
import { type RequestIntents, RequestsWidget } from './RequestsWidget'
import { NotificationWidget, QuickActions } from './SmallWidgets'
import { ActivityWidget, ChildrenWidget, ScreenshotsWidget } from './StatusWidgets'
import './home.css'

export interface HomeWidgetsProps extends RequestIntents {
  readonly widgets: HomeWidgets
  readonly announcement: Announcement | undefined
  readonly greeting: Greeting
  readonly nowMs: number
  readonly acceptingId?: string | undefined
  readonly onDismissAnnouncement: (announcement: Announcement) => void
}

export type HomeViewProps =
  | { readonly state: 'loading' }
  | { readonly state: 'error'; readonly error: ClientError; readonly onRetry: () => unknown }
  | {
      readonly state: HomeState
      /** A refresh failed while the earlier answer is shown. */
      readonly refreshError?: ClientError | undefined
      readonly onRetry: () => unknown
      /** The first-device card's connection panel. */
      readonly connect: ReactNode
      readonly page: HomeWidgetsProps
    }

export function HomeWidgetsPage({ widgets, announcement, greeting, nowMs, acceptingId, onAccept, onDeny, onDismissAnnouncement }: HomeWidgetsProps) {
  return (
    <>
      <div className="page-header">
        <h1 className="home-title">
          <HomeIcon />
          Dashboard
        </h1>
      </div>
      {announcement && <AnnouncementBanner announcement={announcement} onDismiss={() => onDismissAnnouncement(announcement)} />}
      <div className={`home-grid${widgets.showNotificationWidget ? '' : ' home-grid--no-notify'}`}>
        <QuickActions greeting={greeting} />
        {widgets.showNotificationWidget && <NotificationWidget />}
        {widgets.screenshots.length > 0 && <ScreenshotsWidget screenshots={widgets.screenshots} nowMs={nowMs} />}
        {widgets.requests.shown.length > 0 && (
          <RequestsWidget {...widgets.requests} nowMs={nowMs} acceptingId={acceptingId} onAccept={onAccept} onDeny={onDeny} />
        )}
        <ActivityWidget activity={widgets.activity} />
        <ChildrenWidget items={widgets.children} nowMs={nowMs} />
      </div>
    </>
  )
}

export function HomeView(props: HomeViewProps) {
  if (props.state === 'loading') return <Loading label="Loading your dashboard…" />
  if (props.state === 'error') {
    return (
      <div className="page">
        <FullPageError error={props.error} onRetry={props.onRetry} />
      </div>
    )
  }
  const { state, refreshError, onRetry } = props
  return (
    <div className="page home">
      {refreshError && <RefreshFailed error={refreshError} onRetry={onRetry} />}
      {state.kind === 'noChildren' && <WelcomeCard />}
      {state.kind === 'firstDevice' && <FirstDeviceCard childName={state.child.name} connect={props.connect} />}
      {state.kind === 'widgets' && <HomeWidgetsPage {...props.page} />}
    </div>
  )
}
