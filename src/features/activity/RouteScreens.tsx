/** The four activity routes' components, reading their path parameters. */
import { useParams, useSearch } from '@tanstack/react-router'
import { ChildActivityDayScreen, CombinedActivityDayScreen, type OpenAt } from './ActivityDay'
import { ChildActivityScreen, CombinedActivityScreen } from './ActivitySummaries'

export function CombinedActivityRoute() {
  return <CombinedActivityScreen />
}

export function ChildActivityRoute() {
  const { userId = '' } = useParams({ strict: false })
  return <ChildActivityScreen key={userId} userId={userId} />
}

/** The item or hour a day's address opens it at. */
function useOpenAt(): OpenAt {
  const { item, hour } = useSearch({ strict: false })
  return { ...(item === undefined ? {} : { item }), ...(hour === undefined ? {} : { hour }) }
}

export function CombinedActivityDayRoute() {
  const { urlDate = '' } = useParams({ strict: false })
  const openAt = useOpenAt()
  return <CombinedActivityDayScreen key={`${urlDate}?${openAt.item ?? ''}@${openAt.hour ?? ''}`} urlDate={urlDate} openAt={openAt} />
}

export function ChildActivityDayRoute() {
  const { userId = '', urlDate = '' } = useParams({ strict: false })
  const openAt = useOpenAt()
  return (
    <ChildActivityDayScreen
      key={`${userId}/${urlDate}?${openAt.item ?? ''}@${openAt.hour ?? ''}`}
      userId={userId}
      urlDate={urlDate}
      openAt={openAt}
    />
  )
}
