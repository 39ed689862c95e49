/**
 * The activity day's header: back link, the day as the page title, review progress, and the
 * toolbar (check for new screenshots, reviewer-safe mode, keyboard shortcuts), and smarter
 * review's tools when the page has them.
 */
import { Link } from '@tanstack/react-router'
import { type ReactNode, type Ref, useState } from 'react'
import { useStillShown } from '../../ui/use-still-shown'
import { refreshSpinnerMs } from '@domain/activity/feed'
import { feedProgressText, type ReviewProgress } from '@domain/activity/summaries'
import { Button, buttonClass } from '../../ui/Button'

export type Back = { to: '/children/activity' } | { to: '/children/$userId/activity'; params: { userId: string } }

/** Where 'Back' goes: the summaries the day was opened from. */
export const backOf = (userId: string | null): Back =>
  userId === null ? { to: '/children/activity' } : { to: '/children/$userId/activity', params: { userId } }

interface DayHeaderProps {
  title: string
  titleRef: Ref<HTMLHeadingElement>
  progress: ReviewProgress
  back: Back
  refetch: () => Promise<void>
  safe: boolean
  onSafe: (safe: boolean) => void
  onShortcuts: () => void
  /** Smarter review's tools (order, view, settings), after the page's own. */
  tools?: ReactNode
}

export function DayHeader({ title, titleRef, progress, back, refetch, safe, onSafe, onShortcuts, tools }: DayHeaderProps) {
  const [refreshing, setRefreshing] = useState(false)
  const stillShown = useStillShown()

  // The spinner shows at least a moment, so a fast answer still reads as 'checked'.
  const refresh = async () => {
    setRefreshing(true)
    await Promise.all([refetch(), new Promise((r) => setTimeout(r, refreshSpinnerMs))])
    if (stillShown()) setRefreshing(false)
  }

  return (
    <header className="activity-day__header">
      <Link {...back} className={buttonClass('ghost', 'sm')}>
        ← Back
      </Link>
      <div className="activity-day__title">
        <h1 ref={titleRef} tabIndex={-1}>
          {title}
        </h1>
        <p className="activity-day__progress">{feedProgressText(progress)}</p>
      </div>
      <div className="activity-day__tools">
        <Button variant="secondary" size="sm" loading={refreshing} onClick={() => void refresh()}>
          Check for new Screenshots
        </Button>
        <button type="button" role="switch" aria-checked={safe} className="switch" onClick={() => onSafe(!safe)}>
          <span className="switch__track" aria-hidden="true">
            <span className="switch__thumb" />
          </span>
          Reviewer-safe mode
        </button>
        <Button variant="ghost" size="sm" aria-keyshortcuts="?" onClick={onShortcuts}>
          Keyboard shortcuts
        </Button>
      </div>
      {tools}
    </header>
  )
}
