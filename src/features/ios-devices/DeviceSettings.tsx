/**
 * The device page's two settings sections (presenters): Block Groups (a check box per group) and
 * Web Content Filter Policy (the policy, and for the two policies that use one, the domain list
 * with its add field). Changes stay in the draft until "Save settings".
 */
import { useId } from 'react'
import type { DomainCheck } from '@domain/ios/web-policy'
import { domainHint, domainListHeading, webPolicyOptions } from '@domain/ios/web-policy'
import type { WebPolicy } from '@domain/api/wire'
import { Button } from '../../ui/Button'
import { PlusIcon } from '../../ui/icons/PlusIcon'
import { TrashIcon } from '../../ui/icons/TrashIcon'

export interface GroupRow {
  readonly id: string
  readonly name: string
  readonly enabled: boolean
}

export function BlockGroups({ groups, onToggle }: { groups: readonly GroupRow[]; onToggle: (id: string) => void }) {
  const titleId = useId()
  return (
    <section className="card ios-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="ios-section__title">
        Block Groups
      </h2>
      <ul className="ios-groups">
        {groups.map((g) => (
          <li key={g.id}>
            <label className={`ios-group${g.enabled ? ' ios-group--on' : ''}`}>
              <input type="checkbox" checked={g.enabled} onChange={() => onToggle(g.id)} />
              <span>{g.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  )
}

export interface WebPolicyProps {
  readonly policy: WebPolicy
  readonly onPolicy: (policy: WebPolicy) => void
  readonly domains: readonly string[]
  readonly onRemoveDomain: (domain: string) => void
  readonly newDomain: string
  readonly onNewDomain: (text: string) => void
  readonly check: DomainCheck
  readonly onAddDomain: () => void
}

export function WebPolicySection(p: WebPolicyProps) {
  const titleId = useId()
  const selectId = useId()
  const fieldId = useId()
  const heading = domainListHeading(p.policy)
  const hint = domainHint(p.check)
  return (
    <section className="card ios-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="ios-section__title">
        Web Content Filter Policy
      </h2>
      <div className="field">
        <label className="field__label" htmlFor={selectId}>
          Policy
        </label>
        <select id={selectId} className="field__input" value={p.policy} onChange={(e) => p.onPolicy(e.target.value as WebPolicy)}>
          {webPolicyOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {heading && (
        <div className="ios-domains">
          <h3 className="ios-domains__title">{heading}</h3>
          {p.domains.length > 0 && (
            <ul className="ios-domains__list" aria-label={heading.replace(':', '')}>
              {p.domains.map((d) => (
                <li key={d} className="ios-domains__item">
                  <span className="ios-mono">{d}</span>
                  <button type="button" className="ios-icon-button" aria-label={`Remove ${d}`} onClick={() => p.onRemoveDomain(d)}>
                    <TrashIcon />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="ios-domains__add">
            <label className="visually-hidden" htmlFor={fieldId}>
              Domain to add
            </label>
            <input
              id={fieldId}
              className="field__input"
              placeholder="Add domain (e.g. example.com)"
              autoComplete="off"
              spellCheck={false}
              value={p.newDomain}
              aria-invalid={hint === 'invalid address' ? true : undefined}
              aria-describedby={hint ? `${fieldId}-hint` : undefined}
              onChange={(e) => p.onNewDomain(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault()
                  if (p.check.ok) p.onAddDomain()
                }
              }}
            />
            <Button variant="secondary" disabled={!p.check.ok} onClick={p.onAddDomain}>
              <PlusIcon />
              Add domain
            </Button>
          </div>
          {hint && (
            <p className="field__hint ios-domains__hint" id={`${fieldId}-hint`} role="status">
              {hint}
            </p>
          )}
        </div>
      )}
    </section>
  )
}
