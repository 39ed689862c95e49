/** The demo panel's Faults tab: make the demo server slow or unreliable. */
import { useState, type ReactNode } from 'react'
import type { DemoControl, FaultSettings } from '@domain/demo/control'
import { noFaults } from '@domain/demo/control'
import { Button } from '../ui/Button'

const latencyChoices = [0, 300, 1000, 3000, 8000] as const

export function FaultsTab({ control }: { control: DemoControl }) {
  const [faults, setLocal] = useState<FaultSettings>(() => control.faults())
  const set = (change: Partial<FaultSettings>) => {
    control.setFaults(change)
    setLocal(control.faults())
  }
  const any = faults.latencyMs > 0 || faults.errorRate > 0 || faults.dropRate > 0 || faults.malformedRate > 0
  return (
    <div className="stack demo__faults">
      <p className="demo__note">
        Make the demo server slow or unreliable to see how the dashboard copes. Applies to every request, in every tab of the demo, until cleared.
      </p>
      <div className="field">
        <label className="field__label" htmlFor="demo-latency">
          Extra latency
        </label>
        <select
          id="demo-latency"
          className="field__input"
          value={String(faults.latencyMs)}
          onChange={(e) => set({ latencyMs: Number(e.target.value) })}
        >
          {!latencyChoices.includes(faults.latencyMs as (typeof latencyChoices)[number]) && (
            <option value={String(faults.latencyMs)}>{faults.latencyMs} ms</option>
          )}
          {latencyChoices.map((ms) => (
            <option key={ms} value={String(ms)}>
              {ms === 0 ? 'None' : ms < 1000 ? `${ms} ms` : `${ms / 1000} s`}
            </option>
          ))}
        </select>
      </div>
      <RateSlider
        id="demo-error-rate"
        label="Server errors"
        hint="Requests answered with a 500 error."
        value={faults.errorRate}
        onChange={(errorRate) => set({ errorRate })}
      />
      <RateSlider
        id="demo-drop-rate"
        label="Dropped connections"
        hint="Requests that never arrive, like a lost network."
        value={faults.dropRate}
        onChange={(dropRate) => set({ dropRate })}
      />
      <RateSlider
        id="demo-malformed-rate"
        label="Malformed responses"
        hint="Answers that are not what the dashboard expects."
        value={faults.malformedRate}
        onChange={(malformedRate) => set({ malformedRate })}
      />
      <div className="row">
        <Button size="sm" variant="secondary" disabled={!any} onClick={() => set(noFaults)}>
          Clear faults
        </Button>
      </div>
    </div>
  )
}

function RateSlider({
  id,
  label,
  hint,
  value,
  onChange,
}: {
  id: string
  label: string
  hint: ReactNode
  value: number
  onChange: (value: number) => void
}) {
  const percent = Math.round(value * 100)
  return (
    <div className="field demo-rate">
      <div className="demo-rate__label">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <output htmlFor={id} className="demo-rate__value">
          {percent}%
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={5}
        value={percent}
        aria-describedby={`${id}-hint`}
        aria-valuetext={`${percent}%`}
        onChange={(e) => onChange(Number(e.target.value) / 100)}
      />
      <div className="field__hint" id={`${id}-hint`}>
        {hint}
      </div>
    </div>
  )
}
