/**
 * Review settings: which concern lists count (by category), the parent's own words, the
 * late-night hours and the share of a day's sample. Every change applies at once and is kept in
 * this browser (the dialog says so).
 */
import { useId, useState } from 'react'
import { addOwnWord, concernCategories, isCategoryOn, removeOwnWord, setCategoryOn } from '@domain/activity/concerns'
import type { ReviewPreferences } from '@domain/activity/review-item'
import { shareWords } from '@domain/activity/sample'
import { Button } from '../../../ui/Button'
import { Dialog } from '../../../ui/Dialog'
import { sampleShares } from './ReviewedEnough'

const toTime = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
const fromTime = (text: string): number | null => {
  const m = /^(\d{2}):(\d{2})$/.exec(text)
  return m ? Number(m[1]) * 60 + Number(m[2]) : null
}

export interface ReviewSettingsProps {
  readonly open: boolean
  readonly preferences: ReviewPreferences
  readonly onChange: (preferences: ReviewPreferences) => void
  readonly onClose: () => void
}

export function ReviewSettings({ open, preferences, onChange, onClose }: ReviewSettingsProps) {
  const ids = { word: useId(), problem: useId(), from: useId(), to: useId(), share: useId() }
  const [word, setWord] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const { concerns, lateNight, sampleShare } = preferences
  const addWord = () => {
    const result = addOwnWord(concerns, word)
    if ('problem' in result) {
      setProblem(result.problem)
      return
    }
    setProblem(null)
    setWord('')
    onChange({ ...preferences, concerns: result.settings })
  }
  return (
    <Dialog
      open={open}
      title="Review settings"
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <p className="muted">These choices are kept in this browser, for you only. Changes apply at once.</p>
      <fieldset className="review-settings__group">
        <legend>Concern lists</legend>
        <p className="muted">Typed text matching a list on may need a look. The lists are never shown on the page.</p>
        {concernCategories.map((category) => (
          <label key={category.id} className="check">
            <input
              type="checkbox"
              checked={isCategoryOn(concerns, category.id)}
              onChange={(e) => onChange({ ...preferences, concerns: setCategoryOn(concerns, category.id, e.currentTarget.checked) })}
            />
            <span>{category.label.charAt(0).toUpperCase() + category.label.slice(1)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="review-settings__group">
        <legend>Your own words</legend>
        <form
          className="review-settings__row"
          onSubmit={(e) => {
            e.preventDefault()
            addWord()
          }}
        >
          <label htmlFor={ids.word} className="visually-hidden">
            A word or a phrase
          </label>
          <input
            id={ids.word}
            className="field__input"
            value={word}
            placeholder="A word or a phrase"
            aria-invalid={problem !== null}
            aria-describedby={problem ? ids.problem : undefined}
            onChange={(e) => setWord(e.currentTarget.value)}
          />
          <Button type="submit" variant="secondary" size="sm">
            Add
          </Button>
        </form>
        {problem && (
          <p id={ids.problem} className="field__error">
            {problem}
          </p>
        )}
        {concerns.ownWords.length > 0 && (
          <ul className="review-settings__words">
            {concerns.ownWords.map((w) => (
              <li key={w}>
                <span>{w}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${w}`}
                  onClick={() => onChange({ ...preferences, concerns: removeOwnWord(concerns, w) })}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <fieldset className="review-settings__group">
        <legend>Late at night</legend>
        <div className="review-settings__row">
          <label htmlFor={ids.from}>From</label>
          <input
            id={ids.from}
            type="time"
            className="field__input"
            value={toTime(lateNight.startMinute)}
            onChange={(e) => {
              const m = fromTime(e.currentTarget.value)
              if (m !== null) onChange({ ...preferences, lateNight: { ...lateNight, startMinute: m } })
            }}
          />
          <label htmlFor={ids.to}>to</label>
          <input
            id={ids.to}
            type="time"
            className="field__input"
            value={toTime(lateNight.endMinute)}
            onChange={(e) => {
              const m = fromTime(e.currentTarget.value)
              if (m !== null) onChange({ ...preferences, lateNight: { ...lateNight, endMinute: m } })
            }}
          />
        </div>
      </fieldset>
      <div className="review-settings__row">
        <label htmlFor={ids.share}>A day’s sample takes</label>
        <select
          id={ids.share}
          className="field__input review-settings__share"
          value={sampleShare}
          onChange={(e) => onChange({ ...preferences, sampleShare: Number(e.currentTarget.value) })}
        >
          {[...new Set([...sampleShares, sampleShare])]
            .sort((a, b) => a - b)
            .map((s) => (
              <option key={s} value={s}>
                {shareWords(s)} of the rest
              </option>
            ))}
        </select>
      </div>
    </Dialog>
  )
}
