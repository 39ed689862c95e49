/**
 * A child's monitoring options: screenshots on or off, how often and how wide they are taken,
 * keylogging, and whether activity during filter suspensions is shown.
 */
import { useId } from 'react'
import type { ChildDraft } from '@domain/children/settings'
import { Checkbox } from '../../../ui/TextField'
import type { Edit } from './draft-edit'

const frequencyChoices = [30, 60, 120, 180, 300, 600, 900] as const
const resolutionChoices = [600, 800, 1000, 1200, 1400, 1600] as const

export function frequencyLabel(seconds: number): string {
  if (seconds < 60) return `Every ${seconds} seconds`
  if (seconds === 60) return 'Every minute'
  const minutes = seconds / 60
  return Number.isInteger(minutes) ? `Every ${minutes} minutes` : `Every ${seconds} seconds`
}

const withCurrent = (choices: readonly number[], current: number) =>
  (choices.includes(current) ? [...choices] : [...choices, current]).sort((a, b) => a - b)

export function MonitoringSection({ draft, edit }: { draft: ChildDraft; edit: Edit }) {
  const frequencyId = useId()
  const resolutionId = useId()
  return (
    <section className="card settings-section" aria-labelledby="monitoring-heading">
      <h2 id="monitoring-heading">Monitoring</h2>
      <Checkbox
        label="Take screenshots"
        checked={draft.screenshotsEnabled}
        onChange={(e) => {
          const on = e.target.checked
          edit((d) => ({ ...d, screenshotsEnabled: on }))
        }}
      />
      <div className="settings-grid">
        <div className="field">
          <label className="field__label" htmlFor={frequencyId}>
            Screenshot frequency
          </label>
          <select
            id={frequencyId}
            className="field__input"
            value={draft.screenshotsFrequency}
            disabled={!draft.screenshotsEnabled}
            onChange={(e) => {
              const value = Number(e.target.value)
              edit((d) => ({ ...d, screenshotsFrequency: value }))
            }}
          >
            {withCurrent(frequencyChoices, draft.screenshotsFrequency).map((s) => (
              <option key={s} value={s}>
                {frequencyLabel(s)}
                {s === 120 ? ' (recommended)' : ''}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={resolutionId}>
            Screenshot resolution
          </label>
          <select
            id={resolutionId}
            className="field__input"
            value={draft.screenshotsResolution}
            disabled={!draft.screenshotsEnabled}
            onChange={(e) => {
              const value = Number(e.target.value)
              edit((d) => ({ ...d, screenshotsResolution: value }))
            }}
          >
            {withCurrent(resolutionChoices, draft.screenshotsResolution).map((px) => (
              <option key={px} value={px}>
                {px} pixels wide{px === 1000 ? ' (recommended)' : ''}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Checkbox
        label="Record typed text (keylogging)"
        checked={draft.keyloggingEnabled}
        onChange={(e) => {
          const on = e.target.checked
          edit((d) => ({ ...d, keyloggingEnabled: on }))
        }}
      />
      <Checkbox
        label="Show activity during filter suspensions"
        checked={draft.showSuspensionActivity}
        onChange={(e) => {
          const on = e.target.checked
          edit((d) => ({ ...d, showSuspensionActivity: on }))
        }}
      />
    </section>
  )
}
