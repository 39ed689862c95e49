/**
 * What the iOS routes show when the build's API has no iOS devices (the May 2025 server): the
 * page's heading and a notice, with a way back.
 */
import { Link } from '@tanstack/react-router'
import { EmptyState } from '../../ui/EmptyState'
import { buttonClass } from '../../ui/Button'

export function NotOffered() {
  return (
    <div className="card" role="status">
      <EmptyState
        title="iOS devices are not available"
        action={
          <Link to="/children" className={buttonClass('secondary')}>
            Go to children
          </Link>
        }
      >
        <p>The server this dashboard talks to does not offer iPhone and iPad management.</p>
      </EmptyState>
    </div>
  )
}
