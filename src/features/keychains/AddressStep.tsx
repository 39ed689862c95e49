/**
 * The key wizard's address step: the address, its type (standard, strict; with Advanced also
 * IP address and regular expression), and the live verdict: 'invalid address' with the reason,
 * or the hint to switch to IP address.
 */
import { useEffect, useId, useState } from 'react'
import { type AddressSource, type AddressType, type KeyForm, setAddressType, setShowAdvanced } from '@domain/keys/form'
import { cleanAddress } from '@domain/keys/hostname'
import { registrableDomain } from '@domain/keys/suffix'
import { checkAddress } from '@domain/keys/validate'
import { Checkbox } from '../../ui/TextField'
import { ChoiceGroup, type ChoiceOption } from './Choice'

/** The standard type's examples rotate through these subdomains, one every 2 seconds. */
export const exampleSubdomains = ['www', 'images', 'cdn', 'static', 'api', 'docs'] as const
export const subdomainRotationMs = 2000

function useRotating<T>(items: readonly T[], everyMs: number): T {
  const [index, setIndex] = useState(0)
  useEffect(() => {
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % items.length), everyMs)
    return () => window.clearInterval(timer)
  }, [items.length, everyMs])
  return items[index % items.length]!
}

export interface AddressStepProps {
  readonly form: KeyForm
  readonly onForm: (change: (form: KeyForm) => KeyForm) => void
  /** The unlock request's address, when the key grants one. */
  readonly source?: AddressSource | undefined
  /** Names the field for app keys ("Address Zoom may reach"). */
  readonly appLabel?: string | undefined
}

export function AddressStep({ form, onForm, source, appLabel }: AddressStepProps) {
  const inputId = useId()
  const [touched, setTouched] = useState(form.address !== '')
  const subdomain = useRotating(exampleSubdomains, subdomainRotationMs)
  const verdict = checkAddress(form.address, form.addressType)
  const cleaned = cleanAddress(form.address)
  const suffix = cleaned === '' ? null : registrableDomain(cleaned)
  // The examples name what the typed address would unlock (example.com until it is a site).
  const host = suffix?.ok ? cleaned : 'example.com'
  const site = suffix?.ok && suffix.domain !== cleaned ? suffix.domain : null
  const showProblem = touched && !verdict.ok && !verdict.empty

  const options: ChoiceOption<AddressType>[] = [
    {
      value: 'standard',
      label: 'Standard',
      about: (
        <>
          {host} and every subdomain, like <span className="rotating-example">{subdomain}</span>.{host}
        </>
      ),
    },
    { value: 'strict', label: 'Strict', about: <>Only {host}, exactly</> },
  ]
  if (form.showAdvanced) {
    options.push(
      { value: 'ip', label: 'IP address', about: 'One IPv4 or IPv6 address, like 140.82.112.3' },
      {
        value: 'domainRegex',
        label: 'Regular expression',
        about: 'A pattern where * stands for any part of a name between dots, like deploy-preview-*.netlify.app',
      },
    )
  }

  return (
    <div className="address-step">
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {appLabel ? `Address ${appLabel} may reach` : 'Website address'}
        </label>
        <input
          id={inputId}
          className="field__input"
          value={form.address}
          placeholder={form.addressType === 'ip' ? '140.82.112.3' : 'example.com'}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="url"
          aria-invalid={showProblem || undefined}
          aria-describedby={`${inputId}-verdict`}
          onBlur={() => setTouched(true)}
          onChange={(e) => {
            const address = e.target.value
            if (address.includes('.') || address.length > 3) setTouched(true)
            onForm((f) => ({ ...f, address }))
          }}
        />
        <div id={`${inputId}-verdict`} className="address-step__verdict" aria-live="polite">
          {showProblem && !verdict.ok && !verdict.empty && (
            <>
              <span className="field__error">{verdict.hint}</span>
              {verdict.detail && <span className="field__hint address-step__detail">{verdict.detail}</span>}
            </>
          )}
          {verdict.ok && cleaned !== form.address.trim() && <span className="field__hint">The key will be for {verdict.address}</span>}
          {verdict.ok && site && form.addressType === 'standard' && !source && (
            <span className="field__hint">
              Only this part of {site}.{' '}
              <button type="button" className="link-button" onClick={() => onForm((f) => ({ ...f, address: site }))}>
                Unlock all of {site}
              </button>
            </span>
          )}
        </div>
      </div>
      <ChoiceGroup
        legend="Address type"
        options={options}
        value={form.addressType}
        onChange={(type) => onForm((f) => setAddressType(f, type, source))}
      />
      <Checkbox
        label="Advanced: IP addresses and regular expressions"
        checked={form.showAdvanced}
        onChange={(e) => {
          const on = e.target.checked
          onForm((f) => setShowAdvanced(f, on))
        }}
      />
    </div>
  )
}
