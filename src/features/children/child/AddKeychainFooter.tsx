/**
 * The add-keychain drawer's footer: which keychain is about to be added, its optional schedule
 * ('Always active' without one), Cancel and 'Add keychain'. A schedule with a problem (no day,
 * end not after start, an emptied time) cannot be added.
 */
import { defaultSchedule, scheduleError } from '@domain/schedule/schedule'
import type { KeychainSummary, RuleSchedule } from '@domain/api/wire'
import { Button } from '../../../ui/Button'
import { BlankTimeProvider, ScheduleEditor, useBlankTimes } from '../../../ui/ScheduleEditor'

export interface AddKeychainFooterProps {
  selected: KeychainSummary | undefined
  childName: string
  schedule: RuleSchedule | undefined
  onSchedule: (schedule: RuleSchedule | undefined) => void
  onCancel: () => void
  onAdd: (keychain: KeychainSummary, schedule: RuleSchedule | undefined) => void
}

export function AddKeychainFooter({ selected, childName, schedule, onSchedule, onCancel, onAdd }: AddKeychainFooterProps) {
  const [blankTimes, reportBlankTime] = useBlankTimes()
  const canAdd = selected !== undefined && (schedule === undefined || (scheduleError(schedule) === null && blankTimes === 0))
  return (
    <div className="stack">
      {selected ? (
        <>
          <p className="drawer-footer__selected">
            Add <strong>{selected.name}</strong> to {childName}
          </p>
          {schedule ? (
            <>
              <BlankTimeProvider value={reportBlankTime}>
                <ScheduleEditor schedule={schedule} onChange={onSchedule} legend="Schedule" />
              </BlankTimeProvider>
              <Button variant="ghost" size="sm" onClick={() => onSchedule(undefined)}>
                Remove schedule
              </Button>
            </>
          ) : (
            <div className="row">
              <span className="muted">Always active</span>
              <Button variant="ghost" size="sm" onClick={() => onSchedule(defaultSchedule())}>
                Add schedule
              </Button>
            </div>
          )}
        </>
      ) : (
        <p className="muted drawer-footer__selected">Choose a keychain to add.</p>
      )}
      <div className="row row--end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          disabled={!canAdd}
          onClick={() => {
            if (selected && canAdd) onAdd(selected, schedule)
          }}
        >
          Add keychain
        </Button>
      </div>
    </div>
  )
}
