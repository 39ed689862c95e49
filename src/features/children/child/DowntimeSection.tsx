/** A child's downtime: a daily quiet time that may run past midnight, with a quiet-hours preset. */
import type { ChildDraft } from '@domain/children/settings'
import { defaultDowntime, downtimeSummary, quietHoursWindow, sameWindow } from '@domain/schedule/schedule'
import { Button } from '../../../ui/Button'
import { WindowFields } from '../../../ui/ScheduleEditor'
import { Checkbox } from '../../../ui/TextField'
import type { Edit } from './draft-edit'

export function DowntimeSection({ draft, edit, childName }: { draft: ChildDraft; edit: Edit; childName: string }) {
  const downtime = draft.downtime
  return (
    <section className="card settings-section" aria-labelledby="downtime-heading">
      <h2 id="downtime-heading">Downtime</h2>
      <p className="muted">A daily quiet time when {childName}’s Mac is off limits. It may run past midnight.</p>
      <Checkbox
        label="Use downtime"
        checked={downtime !== undefined}
        onChange={(e) => {
          const on = e.target.checked
          edit((d) => {
            const { downtime: _old, ...rest } = d
            return on ? { ...rest, downtime: defaultDowntime() } : rest
          })
        }}
      />
      {downtime && (
        <div className="downtime-editor">
          <p className="downtime-editor__summary">{downtimeSummary(downtime)}</p>
          <WindowFields
            window={downtime}
            kind="downtime"
            startLabel="Downtime starts"
            endLabel="Downtime ends"
            onChange={(w) => edit((d) => ({ ...d, downtime: w }))}
          />
          {!sameWindow(downtime, quietHoursWindow()) && (
            <Button variant="ghost" size="sm" onClick={() => edit((d) => ({ ...d, downtime: quietHoursWindow() }))}>
              Use quiet hours (9:00 PM – 5:00 AM)
            </Button>
          )}
        </div>
      )}
    </section>
  )
}
