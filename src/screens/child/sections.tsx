/**
 * The parts of the child settings form: monitoring options, downtime, blocked apps and
 * keychains. Each edits the child's draft through `edit`, with the pure rules of
 * domain/child-settings.ts and domain/schedule.ts.
 */
import { useId, useState } from 'react'
import {
  type ChildDraft,
  addBlockedApp,
  canAddBlockedApp,
  removeBlockedApp,
  removeDraftKeychain,
  setBlockedAppSchedule,
  setDraftKeychainSchedule,
} from '@domain/child-settings'
import { sameId } from '@domain/ids'
import { defaultDowntime, downtimeSummary, quietHoursWindow, sameWindow } from '@domain/schedule'
import { Badge } from '../../ui/Badge'
import { Button } from '../../ui/Button'
import { ScheduleField, WindowFields } from '../../ui/ScheduleEditor'
import { Checkbox } from '../../ui/TextField'
import { ChildAddressTest } from '../keychains/ChildAddressTest'

export type Edit = (change: (draft: ChildDraft) => ChildDraft) => void

/** What the keychains section shows for a keychain (from the child, or the selectable list). */
export interface KeychainInfo {
  readonly id: string
  readonly name: string
  readonly numKeys: number
  readonly isPublic: boolean
  readonly description?: string | undefined
}

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

export function DowntimeSection({ draft, edit, childName }: { draft: ChildDraft; edit: Edit; childName: string }) {
  const downtime = draft.downtime
  return (
    <section className="card settings-section" aria-labelledby="downtime-heading">
      <h2 id="downtime-heading">Downtime</h2>
      <p className="muted">
        A daily quiet time when {childName}’s Mac is off limits. It may run past midnight.
      </p>
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

export function BlockedAppsSection({
  draft,
  edit,
  childName,
  newId,
}: {
  draft: ChildDraft
  edit: Edit
  childName: string
  newId: () => string
}) {
  const [identifier, setIdentifier] = useState('')
  const inputId = useId()
  const apps = draft.blockedApps ?? undefined
  return (
    <section className="card settings-section" aria-labelledby="blocked-apps-heading">
      <h2 id="blocked-apps-heading">Blocked apps</h2>
      {apps === undefined ? (
        <p className="muted">
          Blocking apps needs version 2.6.0 or later of the Gatehouse app on {childName}’s Mac. Once it reports in, you can
          block apps here.
        </p>
      ) : (
        <>
          <p className="muted">Apps that {childName} cannot open, always or on a schedule.</p>
          {apps.length === 0 ? (
            <p className="muted">No blocked apps.</p>
          ) : (
            <ul className="rule-list" aria-label="Blocked apps">
              {apps.map((app) => (
                <li key={app.id} className="rule-list__item">
                  <div className="rule-list__head">
                    <span className="rule-list__name">{app.identifier}</span>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove blocked app ${app.identifier}`}
                      onClick={() => edit((d) => removeBlockedApp(d, app.id))}
                    >
                      Remove
                    </Button>
                  </div>
                  <ScheduleField
                    name={app.identifier}
                    schedule={app.schedule ?? undefined}
                    onChange={(schedule) => edit((d) => setBlockedAppSchedule(d, app.id, schedule))}
                  />
                </li>
              ))}
            </ul>
          )}
          <form
            className="add-row"
            onSubmit={(e) => {
              e.preventDefault()
              if (!canAddBlockedApp(identifier)) return
              const value = identifier
              const id = newId()
              edit((d) => addBlockedApp(d, id, value))
              setIdentifier('')
            }}
          >
            <div className="field add-row__field">
              <label className="field__label" htmlFor={inputId}>
                App to block
              </label>
              <input
                id={inputId}
                className="field__input"
                value={identifier}
                placeholder="App name or bundle ID, e.g. com.valvesoftware.steam"
                onChange={(e) => setIdentifier(e.target.value)}
              />
            </div>
            <Button type="submit" variant="secondary" disabled={!canAddBlockedApp(identifier)}>
              Add blocked app
            </Button>
          </form>
        </>
      )}
    </section>
  )
}

export function KeychainsSection({
  draft,
  edit,
  childName,
  keychainInfo,
  onAddClick,
}: {
  draft: ChildDraft
  edit: Edit
  childName: string
  keychainInfo: (id: string) => KeychainInfo | undefined
  onAddClick: () => void
}) {
  return (
    <section className="card settings-section" aria-labelledby="keychains-heading">
      <div className="section-head">
        <h2 id="keychains-heading">Keychains</h2>
        <Button variant="secondary" size="sm" onClick={onAddClick}>
          Add a keychain
        </Button>
      </div>
      <p className="muted">Keychains hold the keys that unlock sites and apps for {childName}.</p>
      {draft.keychains.length === 0 ? (
        <p className="muted">{childName} has no keychains yet.</p>
      ) : (
        <ul className="rule-list" aria-label={`${childName}’s keychains`}>
          {draft.keychains.map((link) => {
            const info = keychainInfo(link.id)
            const name = info?.name ?? 'Keychain'
            return (
              <li key={link.id} className="rule-list__item">
                <div className="rule-list__head">
                  <span className="rule-list__name">
                    {name}
                    {info && (
                      <span className="muted rule-list__meta">
                        {info.numKeys} {info.numKeys === 1 ? 'key' : 'keys'}
                      </span>
                    )}
                    {info?.isPublic && <Badge>Public</Badge>}
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove keychain ${name}`}
                    onClick={() => edit((d) => removeDraftKeychain(d, link.id))}
                  >
                    Remove
                  </Button>
                </div>
                <ScheduleField
                  name={name}
                  schedule={link.schedule ?? undefined}
                  onChange={(schedule) => edit((d) => setDraftKeychainSchedule(d, link.id, schedule))}
                />
              </li>
            )
          })}
        </ul>
      )}
      <ChildAddressTest childId={draft.id} childName={childName} />
    </section>
  )
}

export const hasKeychain = (draft: ChildDraft, id: string) => draft.keychains.some((k) => sameId(k.id, id))
