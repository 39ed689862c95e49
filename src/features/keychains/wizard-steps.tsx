/** The key wizard's simpler steps: key type, affected apps, internet access, expiration, comment. */
import { useId } from 'react'
import { earliestExpirationDate, expirationDateValue, formatExpiration, withExpirationDate } from '@domain/keys/expiration'
import { type AddressScope, type AppAccess, type KeyForm, type KeyType, setExpires } from '@domain/keys/form'
import { expirationProblem } from '@domain/keys/validate'
import { Checkbox, TextArea } from '../../ui/TextField'
import { ChoiceGroup } from './Choice'

export type FormChange = (change: (form: KeyForm) => KeyForm) => void

/** The browser's offset at an instant (it may differ from today's across a daylight-saving change). */
export const offsetAt = (ms: number): number => new Date(ms).getTimezoneOffset()

export function KeyTypeStep({ form, onForm }: { form: KeyForm; onForm: FormChange }) {
  return (
    <ChoiceGroup<KeyType>
      legend="What should the key unlock?"
      options={[
        { value: 'website', label: 'Website', about: 'A website or internet address, in web browsers or other apps' },
        { value: 'app', label: 'App', about: 'An app’s use of the internet: all of it, or one address' },
      ]}
      value={form.keyType}
      onChange={(keyType) => onForm((f) => ({ ...f, keyType }))}
    />
  )
}

export function AddressScopeStep({ form, onForm }: { form: KeyForm; onForm: FormChange }) {
  return (
    <ChoiceGroup<AddressScope>
      legend="Which apps may reach this address?"
      options={[
        { value: 'webBrowsers', label: 'Web browsers', about: 'Safari, Chrome, Firefox and the other browsers' },
        { value: 'unrestricted', label: 'All apps', about: 'Any app on the Mac, browsers included' },
        { value: 'singleApp', label: 'A single app', about: 'Only the one app you choose next' },
      ]}
      value={form.addressScope}
      onChange={(addressScope) => onForm((f) => ({ ...f, addressScope }))}
    />
  )
}

export function AppScopeStep({ form, onForm, appLabel }: { form: KeyForm; onForm: FormChange; appLabel: string }) {
  return (
    <ChoiceGroup<AppAccess>
      legend={`How much of the internet may ${appLabel} use?`}
      options={[
        { value: 'unrestricted', label: 'Unrestricted', about: `${appLabel} may reach any address` },
        { value: 'address', label: 'Only one address', about: `${appLabel} may reach one address you choose next` },
      ]}
      value={form.appScope}
      onChange={(appScope) => onForm((f) => ({ ...f, appScope }))}
    />
  )
}

export function ExpirationStep({ form, onForm, nowMs }: { form: KeyForm; onForm: FormChange; nowMs: number }) {
  const dateId = useId()
  const problem = expirationProblem(form.expiration, nowMs)
  return (
    <div className="expiration-step">
      <Checkbox
        label="Key expires"
        checked={form.expiration !== null}
        onChange={(e) => {
          const on = e.target.checked
          onForm((f) => setExpires(f, on, nowMs))
        }}
      />
      {form.expiration !== null && (
        <div className="field">
          <label className="field__label" htmlFor={dateId}>
            Expires on
          </label>
          <input
            id={dateId}
            type="date"
            className="field__input expiration-step__date"
            min={earliestExpirationDate(nowMs, offsetAt(nowMs))}
            value={expirationDateValue(form.expiration, offsetAt(Date.parse(form.expiration)))}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${dateId}-hint`}
            onChange={(e) => {
              const date = e.target.value
              onForm((f) => {
                const next = withExpirationDate(f.expiration, date, nowMs, offsetAt(Date.parse(`${date}T12:00:00`)))
                return next === null ? f : { ...f, expiration: next }
              })
            }}
          />
          <div id={`${dateId}-hint`} className={problem ? 'field__error' : 'field__hint'} aria-live="polite">
            {problem ?? `The key stops working on ${formatExpiration(form.expiration, offsetAt(Date.parse(form.expiration)))}.`}
          </div>
        </div>
      )}
    </div>
  )
}

export function CommentStep({ form, onForm }: { form: KeyForm; onForm: FormChange }) {
  return (
    <TextArea
      label="Comment"
      optional
      rows={3}
      maxLength={500}
      hint="A note for yourself, like why the key is here."
      value={form.comment}
      onChange={(e) => {
        const comment = e.target.value
        onForm((f) => ({ ...f, comment }))
      }}
    />
  )
}
