/**
 * "Test an address": the parent types an address or an app and sees at once which keys would
 * unlock it (keychain, key, and for each child who has the keychain whether its schedule makes
 * it active right now), or that nothing does. Used on the keychain editor and on a child's page.
 */
import { useId, useState } from 'react'
import { keySentence } from '@domain/keys/describe'
import { type TestKeychain, findUnlockingKeys, parseTestInput, testInputMessage } from '@domain/keys/matching'
import { scheduleSummary } from '@domain/schedule/schedule'
import { type IdentifiedApp, type Key, weekdays } from '@domain/api/wire'
import { localMoment } from '@domain/time'
import { useNow, useTimeZone } from '../../data'
import './key-wizard.css'

export interface AddressTesterProps {
  readonly keychains: readonly TestKeychain<Pick<Key, 'id' | 'key'>>[]
  readonly apps: readonly IdentifiedApp[]
  /** Whose keys are tested, for the sentences ("this keychain", "Maya’s keychains"). */
  readonly scopeName: string
  /** Shows each match's keychain (when several keychains are tested). */
  readonly showKeychain?: boolean
  /** A note under the results (e.g. keychains whose keys cannot be tested). */
  readonly note?: string | undefined
}

/** The parent's local weekday and time, which schedules are judged by. */
export function scheduleMoment(nowMs: number, timeZone: string) {
  const { weekday, time } = localMoment(nowMs, { timeZone })
  return { day: weekdays[weekday]!, time }
}

export function AddressTester({ keychains, apps, scopeName, showKeychain = false, note }: AddressTesterProps) {
  const inputId = useId()
  const [text, setText] = useState('')
  const nowMs = useNow(60_000)
  const timeZone = useTimeZone()
  const query = parseTestInput(text, apps)
  const matches = query ? findUnlockingKeys(query, keychains, scheduleMoment(nowMs, timeZone)) : []
  const typed = text.trim()

  return (
    <section className="address-tester" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`} className="address-tester__title">
        Test an address
      </h3>
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          Address or app
        </label>
        <input
          id={inputId}
          className="field__input"
          type="search"
          value={text}
          placeholder="www.khanacademy.org, 140.82.112.3 or Zoom"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-describedby={`${inputId}-hint`}
          onChange={(e) => setText(e.target.value)}
        />
        <div id={`${inputId}-hint`} className="field__hint">
          See which keys of {scopeName} would unlock it, and whether they are active right now.
        </div>
      </div>
      <div className="address-tester__results" aria-live="polite">
        {typed !== '' && query === null && <p className="muted">{testInputMessage}</p>}
        {query && matches.length === 0 && (
          <p className="address-tester__none">
            Nothing in {scopeName} unlocks {typed}.
          </p>
        )}
        {matches.length > 0 && (
          <>
            <p className="address-tester__count">
              {matches.length === 1 ? '1 key unlocks' : `${matches.length} keys unlock`} {typed}
              {query?.kind === 'app' ? ' (all or part of its internet use)' : ''}:
            </p>
            <ul className="address-tester__list">
              {matches.map((match) => (
                <li key={`${match.keychainId}/${match.key.id}`} className="address-tester__match">
                  {showKeychain && <span className="address-tester__keychain">{match.keychainName}</span>}
                  <span className="address-tester__key">
                    {keySentence(match.key.key, apps)}
                    {match.reach === 'part' ? ' (part of its internet use)' : ''}
                  </span>
                  {match.children.length === 0 ? (
                    <span className="muted">No child has this keychain, so it is not in use.</span>
                  ) : (
                    <ul className="address-tester__children">
                      {match.children.map((child) => (
                        <li key={child.childId} className={child.activeNow ? 'is-active' : 'is-inactive'}>
                          <strong>{child.childName}</strong>: {child.activeNow ? 'active now' : 'not active now'}
                          {child.schedule ? ` (${scheduleSummary(child.schedule)})` : ' (always active)'}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
        {note && <p className="muted address-tester__note">{note}</p>}
      </div>
    </section>
  )
}
