/**
 * The key wizard's app step: an app chosen from the catalogue (grouped by category), or named by
 * its bundle ID (at least 3 characters).
 */
import { useId } from 'react'
import type { AppIdentificationType, KeyForm } from '@domain/keys/form'
import { minBundleIdLength } from '@domain/keys/validate'
import type { IdentifiedApp } from '@domain/api/wire'
import { ChoiceGroup } from './Choice'

export interface AppStepProps {
  readonly form: KeyForm
  readonly onForm: (change: (form: KeyForm) => KeyForm) => void
  /** The catalogue; undefined while it loads, null when it failed. */
  readonly apps: readonly IdentifiedApp[] | undefined | null
}

/** Launchable apps by category name (uncategorised last), each sorted by name. */
function groups(apps: readonly IdentifiedApp[]): [string, IdentifiedApp[]][] {
  const byCategory = new Map<string, IdentifiedApp[]>()
  for (const app of apps) {
    if (!app.launchable) continue
    const name = app.category?.name ?? 'Other apps'
    byCategory.set(name, [...(byCategory.get(name) ?? []), app])
  }
  return [...byCategory.entries()]
    .sort(([a], [b]) => (a === 'Other apps' ? 1 : b === 'Other apps' ? -1 : a.localeCompare(b)))
    .map(([name, list]) => [name, list.sort((x, y) => x.name.localeCompare(y.name))])
}

export function AppStep({ form, onForm, apps }: AppStepProps) {
  const selectId = useId()
  const bundleId = useId()
  const bundleTooShort = form.appBundleId.trim() !== '' && form.appBundleId.trim().length < minBundleIdLength
  const unknownSlug = apps && form.appSlug !== '' && !apps.some((a) => a.slug === form.appSlug)
  return (
    <div className="app-step">
      <ChoiceGroup<AppIdentificationType>
        legend="Choose the app by"
        options={[
          { value: 'slug', label: 'Name', about: 'Pick it from the list of known Mac apps' },
          { value: 'bundleId', label: 'Bundle ID', about: 'For an app that is not in the list, like com.example.App' },
        ]}
        value={form.appIdentificationType}
        onChange={(appIdentificationType) => onForm((f) => ({ ...f, appIdentificationType }))}
      />
      {form.appIdentificationType === 'slug' ? (
        <div className="field">
          <label className="field__label" htmlFor={selectId}>
            App
          </label>
          <select
            id={selectId}
            className="field__input"
            value={form.appSlug}
            disabled={!apps}
            aria-describedby={apps === null ? `${selectId}-failed` : undefined}
            onChange={(e) => {
              const appSlug = e.target.value
              onForm((f) => ({ ...f, appSlug }))
            }}
          >
            <option value="">{apps === undefined ? 'Loading apps…' : 'Choose an app…'}</option>
            {unknownSlug && <option value={form.appSlug}>{form.appSlug}</option>}
            {apps &&
              groups(apps).map(([category, list]) => (
                <optgroup key={category} label={category}>
                  {list.map((app) => (
                    <option key={app.slug} value={app.slug}>
                      {app.name}
                    </option>
                  ))}
                </optgroup>
              ))}
          </select>
          {apps === null && (
            <div id={`${selectId}-failed`} className="field__error">
              The list of apps could not be loaded. Name the app by its bundle ID instead, or try again later.
            </div>
          )}
        </div>
      ) : (
        <div className="field">
          <label className="field__label" htmlFor={bundleId}>
            Bundle ID
          </label>
          <input
            id={bundleId}
            className="field__input"
            value={form.appBundleId}
            placeholder="com.example.App"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={bundleTooShort || undefined}
            aria-describedby={`${bundleId}-hint`}
            onChange={(e) => {
              const appBundleId = e.target.value
              onForm((f) => ({ ...f, appBundleId }))
            }}
          />
          <div id={`${bundleId}-hint`} aria-live="polite" className={bundleTooShort ? 'field__error' : 'field__hint'}>
            {bundleTooShort
              ? `A bundle ID has at least ${minBundleIdLength} characters`
              : 'Find it in the app’s Info.plist, or in an unlock request’s details.'}
          </div>
        </div>
      )}
    </div>
  )
}
