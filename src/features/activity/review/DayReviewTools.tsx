/**
 * A day page's review tools, in its header: the order (time order, or what may need a look
 * first), the view (list or grid; both remembered), "Reviewed enough" and the review settings.
 */
import { useId } from 'react'
import { Button } from '../../../ui/Button'
import type { DayOrder, DayView } from './storage'
import './review-tools.css'

interface Choice<T extends string> {
  readonly label: string
  readonly value: T
  readonly options: readonly (readonly [T, string])[]
  readonly onChange: (value: T) => void
}

/** A labelled set of buttons, one pressed. */
function ChoiceGroup<T extends string>({ label, value, options, onChange }: Choice<T>) {
  const labelId = useId()
  return (
    <span className="choice-group" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="choice-group__label">
        {label}
      </span>
      {options.map(([option, text]) => (
        <button key={option} type="button" className="choice-group__option" aria-pressed={value === option} onClick={() => onChange(option)}>
          {text}
        </button>
      ))}
    </span>
  )
}

export interface DayReviewToolsProps {
  readonly order: DayOrder
  readonly onOrder: (order: DayOrder) => void
  readonly view: DayView
  readonly onView: (view: DayView) => void
  readonly panelShown: boolean
  readonly onPanel: () => void
  readonly onSettings: () => void
  /** The review code is on its way. */
  readonly loading: boolean
}

export function DayReviewTools({ order, onOrder, view, onView, panelShown, onPanel, onSettings, loading }: DayReviewToolsProps) {
  return (
    <div className="review-tools">
      <ChoiceGroup
        label="Order"
        value={order}
        options={[
          ['time', 'Time order'],
          ['rank', 'May need a look first'],
        ]}
        onChange={onOrder}
      />
      <ChoiceGroup
        label="View"
        value={view}
        options={[
          ['list', 'List'],
          ['grid', 'Grid'],
        ]}
        onChange={onView}
      />
      <Button variant="secondary" size="sm" aria-expanded={panelShown} onClick={onPanel}>
        Reviewed enough
      </Button>
      <Button variant="ghost" size="sm" onClick={onSettings}>
        Review settings
      </Button>
      <span className="review-tools__status" role="status">
        {loading ? 'Loading review…' : ''}
      </span>
    </div>
  )
}
