/**
 * A child's blocked apps, each always blocked or on a schedule, and a form to add one by name or
 * bundle ID. A child whose Mac's app is too old to block apps is told so instead.
 */
import { useId, useState } from 'react'
import { type ChildDraft, addBlockedApp, canAddBlockedApp, removeBlockedApp, setBlockedAppSchedule } from '@domain/children/settings'
import { Button } from '../../../ui/Button'
import { ScheduleField } from '../../../ui/ScheduleEditor'
import type { Edit } from './draft-edit'

export function BlockedAppsSection({ draft, edit, childName, newId }: { draft: ChildDraft; edit: Edit; childName: string; newId: () => string }) {
  const [identifier, setIdentifier] = useState('')
  const inputId = useId()
  const apps = draft.blockedApps ?? undefined
  return (
    <section className="card settings-section" aria-labelledby="blocked-apps-heading">
      <h2 id="blocked-apps-heading">Blocked apps</h2>
      {apps === undefined ? (
        <p className="muted">
          Blocking apps needs version 2.6.0 or later of the Gatehouse app on {childName}’s Mac. Once it reports in, you can block apps here.
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
