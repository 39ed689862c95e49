/** The four activity routes' components, reading their path parameters. */
import { useParams } from '@tanstack/react-router'
import { ChildActivityDayScreen, CombinedActivityDayScreen } from './ActivityDay'
import { ChildActivityScreen, CombinedActivityScreen } from './ActivitySummaries'

export function CombinedActivityRoute() {
  return <CombinedActivityScreen />
}

export function ChildActivityRoute() {
  const { userId = '' } = useParams({ strict: false })
  return <ChildActivityScreen key={userId} userId={userId} />
}

export function CombinedActivityDayRoute() {
  const { urlDate = '' } = useParams({ strict: false })
  return <CombinedActivityDayScreen key={urlDate} urlDate={urlDate} />
}

export function ChildActivityDayRoute() {
  const { userId = '', urlDate = '' } = useParams({ strict: false })
  return <ChildActivityDayScreen key={`${userId}/${urlDate}`} userId={userId} urlDate={urlDate} />
}
