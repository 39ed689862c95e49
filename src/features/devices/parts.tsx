/** Pieces both devices screens share: the status badge. */
import { statusTone, statusWords } from '@domain/devices/status'
import type { ChildComputerStatus } from '@domain/api/wire'
import { Badge, protectionBadgeTone } from '../../ui/Badge'

/** A child's status on a device, in parent words ('Protected', 'Filter off', …). */
export function StatusBadge({ status, now }: { status: ChildComputerStatus; now: Date }) {
  const tone = statusTone[status.case]
  return (
    <Badge tone={protectionBadgeTone[tone]}>
      <span className={`device-dot device-dot--${tone}`} aria-hidden="true" />
      {statusWords(status, now)}
    </Badge>
  )
}
