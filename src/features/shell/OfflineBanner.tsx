/**
 * Says so while the server cannot be reached (no network, or requests find no server). Queries
 * pause meanwhile and everything on screen refetches when the connection is back. Below it, while
 * the page shows what the device kept from the last visit, the notice that says so (KeptNotice).
 */
import { useKeptStatus, useNow, useOffline } from '../../data'
import { WarningIcon } from '../../ui/icons/WarningIcon'
import { KeptNotice } from './KeptNotice'

export const offlineMessage = "You're offline. Your changes are kept; try again when you're back online."

export function OfflineBanner() {
  const offline = useOffline()
  const kept = useKeptStatus()
  const nowMs = useNow(60_000)
  return (
    <div role="status" aria-live="polite">
      {offline && (
        <section className="sub-banner" aria-label="Connection">
          <WarningIcon className="sub-banner__icon" />
          <p className="sub-banner__text">{offlineMessage}</p>
        </section>
      )}
      <KeptNotice status={kept.status} nowMs={nowMs} offline={offline} onRetry={kept.retry} />
    </div>
  )
}
