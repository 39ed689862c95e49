/**
 * Editing schedules (mode, days, window) and time windows: the end of a schedule window must be
 * after its start, hours run to 23 and minutes to 59, and the last selected day cannot be turned
 * off. The rules live in domain/schedule/schedule.ts; these components only show them.
 */
import { createContext, useCallback, useContext, useEffect, useId, useState } from 'react'
import {
  canToggleDay,
  defaultSchedule,
  formatTime24,
  parseTime,
  scheduleDayOrder,
  scheduleSummary,
  sameTime,
  toggleDay,
  windowError,
  withWindow,
  type WindowKind,
} from '@domain/schedule/schedule'
import { weekdayLabels } from '@domain/calendar/dates'
import type { PlainTime, PlainTimeWindow, RuleSchedule } from '@domain/api/wire'
import { Button } from './Button'
import '../styles/schedule.css'

/** Told, per time field, whether it holds no readable time (emptied, half typed). */
export type ReportBlankTime = (field: string, blank: boolean) => void

const BlankTimeReport = createContext<ReportBlankTime | null>(null)

/** Time fields inside report to `value` (see `useBlankTimes`). */
export const BlankTimeProvider = BlankTimeReport.Provider

/**
 * How many time fields under a `BlankTimeProvider` hold no time, and the reporter to provide.
 * Such a field keeps its last good value in the draft, so a form must refuse to save meanwhile.
 */
export function useBlankTimes(): [count: number, report: ReportBlankTime] {
  const [blank, setBlank] = useState<ReadonlySet<string>>(() => new Set())
  const report = useCallback<ReportBlankTime>((field, isBlank) => {
    setBlank((prev) => {
      if (prev.has(field) === isBlank) return prev
      const next = new Set(prev)
      if (isBlank) next.add(field)
      else next.delete(field)
      return next
    })
  }, [])
  return [blank.size, report]
}

export const blankTimeMessage = 'Enter a time'

/**
 * A 24-hour time field. Keeps what is typed until it reads as a valid time (hour ≤ 23, minute ≤ 59);
 * until then it says 'Enter a time' and reports itself blank.
 */
export function TimeInput({
  label,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  label: string
  value: PlainTime
  onChange: (time: PlainTime) => void
  invalid?: boolean
  describedBy?: string
}) {
  const id = useId()
  const [text, setText] = useState(formatTime24(value))
  // Follow the value when it changes from outside (a preset, a discard); a change that is what
  // was typed leaves the typing alone.
  const [seen, setSeen] = useState(value)
  if (!sameTime(seen, value)) {
    setSeen(value)
    const typed = parseTime(text)
    if (!typed || !sameTime(typed, value)) setText(formatTime24(value))
  }
  const parsed = parseTime(text)
  const blank = parsed === null
  const report = useContext(BlankTimeReport)
  useEffect(() => {
    report?.(id, blank)
  }, [report, id, blank])
  useEffect(() => () => report?.(id, false), [report, id])
  const errorId = `${id}-error`
  return (
    <div className="time-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="time"
        className="field__input"
        value={text}
        required
        aria-invalid={invalid || blank ? true : undefined}
        aria-describedby={[blank ? errorId : undefined, describedBy].filter(Boolean).join(' ') || undefined}
        onChange={(e) => {
          setText(e.target.value)
          const time = parseTime(e.target.value)
          if (time) onChange(time)
        }}
      />
      {blank && (
        <p className="field__error" id={errorId}>
          {blankTimeMessage}
        </p>
      )}
    </div>
  )
}

/** Start and end of a window, with the window's problem in red. */
export function WindowFields({
  window,
  kind,
  onChange,
  startLabel = 'Start time',
  endLabel = 'End time',
}: {
  window: PlainTimeWindow
  kind: WindowKind
  onChange: (window: PlainTimeWindow) => void
  startLabel?: string
  endLabel?: string
}) {
  const errorId = useId()
  const error = windowError(window, kind)
  return (
    <div className="window-fields">
      <div className="window-fields__times">
        <TimeInput
          label={startLabel}
          value={window.start}
          invalid={error !== null}
          describedBy={error ? errorId : undefined}
          onChange={(start) => onChange({ ...window, start })}
        />
        <TimeInput
          label={endLabel}
          value={window.end}
          invalid={error !== null}
          describedBy={error ? errorId : undefined}
          onChange={(end) => onChange({ ...window, end })}
        />
      </div>
      {error && (
        <p className="field__error window-fields__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

/** Mode, days (Monday first; the last selected day cannot be turned off) and window of a schedule. */
export function ScheduleEditor({
  schedule,
  onChange,
  legend = 'Schedule',
}: {
  schedule: RuleSchedule
  onChange: (schedule: RuleSchedule) => void
  legend?: string
}) {
  const name = useId()
  return (
    <fieldset className="schedule-editor">
      <legend className="schedule-editor__legend">{legend}</legend>
      <div className="schedule-editor__modes" role="radiogroup" aria-label="Mode">
        <label className="check">
          <input type="radio" name={name} checked={schedule.mode === 'active'} onChange={() => onChange({ ...schedule, mode: 'active' })} />
          <span>
            Active <span className="muted">(only during the time below)</span>
          </span>
        </label>
        <label className="check">
          <input type="radio" name={name} checked={schedule.mode === 'inactive'} onChange={() => onChange({ ...schedule, mode: 'inactive' })} />
          <span>
            Inactive <span className="muted">(at all times except the time below)</span>
          </span>
        </label>
      </div>
      <div className="schedule-editor__days" role="group" aria-label="Days">
        {scheduleDayOrder.map((day) => {
          const on = schedule.days[day]
          const locked = !canToggleDay(schedule, day)
          return (
            <button
              key={day}
              type="button"
              className="day-toggle"
              aria-pressed={on}
              aria-label={weekdayLabels[day].long}
              aria-disabled={locked || undefined}
              title={locked ? 'At least one day must stay selected' : undefined}
              onClick={() => {
                if (!locked) onChange(toggleDay(schedule, day))
              }}
            >
              {weekdayLabels[day].short}
            </button>
          )
        })}
      </div>
      <WindowFields window={schedule.window} kind="schedule" onChange={(w) => onChange(withWindow(schedule, w))} />
    </fieldset>
  )
}

/**
 * A rule's optional schedule: 'Always active' without one; add, edit (inline) and remove.
 * `name` says whose schedule it is, for the buttons' accessible names.
 */
export function ScheduleField({
  schedule,
  onChange,
  name,
}: {
  schedule: RuleSchedule | undefined
  onChange: (schedule: RuleSchedule | undefined) => void
  name: string
}) {
  const [editing, setEditing] = useState(false)
  return (
    <div className="schedule-field">
      <div className="schedule-field__summary">
        <span className={schedule ? 'schedule-field__text' : 'schedule-field__text muted'}>{scheduleSummary(schedule)}</span>
        <span className="row">
          {schedule ? (
            <>
              <Button
                variant="ghost"
                size="sm"
                aria-expanded={editing}
                aria-label={`${editing ? 'Done editing' : 'Edit'} schedule for ${name}`}
                onClick={() => setEditing(!editing)}
              >
                {editing ? 'Done' : 'Edit schedule'}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove schedule for ${name}`}
                onClick={() => {
                  setEditing(false)
                  onChange(undefined)
                }}
              >
                Remove schedule
              </Button>
            </>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Add schedule for ${name}`}
              onClick={() => {
                onChange(defaultSchedule())
                setEditing(true)
              }}
            >
              Add schedule
            </Button>
          )}
        </span>
      </div>
      {schedule && editing && <ScheduleEditor schedule={schedule} onChange={onChange} legend={`Schedule for ${name}`} />}
    </div>
  )
}
