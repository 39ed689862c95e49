/**
 * The sticky bar under a child's settings: what stands in the way of saving (the first problem,
 * or an emptied time), or whether there are unsaved changes; 'Discard changes' and 'Save child'.
 */
import { Button } from '../../../ui/Button'
import { blankTimeMessage } from '../../../ui/ScheduleEditor'

export interface SaveBarProps {
  /** The draft's problems, first shown. */
  errors: readonly string[]
  /** Time fields left without a readable time. */
  blankTimes: number
  changed: boolean
  canSave: boolean
  saving: boolean
  onDiscard: () => void
  onSave: () => void
}

export function SaveBar({ errors, blankTimes, changed, canSave, saving, onDiscard, onSave }: SaveBarProps) {
  return (
    <div className="save-bar" role="region" aria-label="Save changes">
      <div className="save-bar__status">
        {errors.length > 0 ? (
          <span className="field__error">{errors[0]}</span>
        ) : blankTimes > 0 ? (
          <span className="field__error">{blankTimeMessage}</span>
        ) : changed ? (
          <span>You have unsaved changes.</span>
        ) : (
          <span className="muted">All changes saved.</span>
        )}
      </div>
      <div className="row">
        {changed && (
          <Button variant="ghost" onClick={onDiscard}>
            Discard changes
          </Button>
        )}
        <Button disabled={!canSave} loading={saving} onClick={onSave}>
          Save child
        </Button>
      </div>
    </div>
  )
}
