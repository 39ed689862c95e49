/**
 * Says so while the server cannot be reached (no network, or requests find no server). Queries
 * pause meanwhile and everything on screen refetches when the connection is back.
 */
import { useOffline } from '../../data'
import { WarningIcon } from '../../ui/icons/WarningIcon'

export const offlineMessage = "You're offline. Your changes are kept; try again when you're back online."

export function OfflineBanner() {
  const offline = useOffline()
  return (
    <div role="status" aria-live="polite">
      {offline && (
        <section className="sub-banner" aria-label="Connection">
          <WarningIcon className="sub-banner__icon" />
          <p className="sub-banner__text">{offlineMessage}</p>
        </section>
      )}
    </div>
  )
}
