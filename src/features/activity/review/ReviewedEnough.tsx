/**
 * "Reviewed enough" for a day: the parent chooses a sample (every item that may need a look, and
 * a random share of the rest; the seed is kept with the day, so a reload shows the same sample),
 * a meter says how much of it they looked at ("You looked at 52 of 340; every item with a reason,
 * and 1 in 10 of the rest"), and once every sampled item has been seen, "Delete the rest" removes
 * the unflagged remainder a chunk at a time, with a progress count. Never a flagged item.
 */
import { useId, useState } from 'react'
import type { ReviewEntry } from '@domain/activity/item-reasons'
import { coverage, deleteTheRest, shareWords } from '@domain/activity/sample'
import { Button } from '../../../ui/Button'
import type { DayActions } from '../useDayActions'

/** The shares a parent can choose for the rest of the day. */
export const sampleShares: readonly number[] = [0.05, 0.1, 0.2, 0.25, 0.5]

export interface ReviewedEnoughProps {
  /** The day's entries, and the day's sample (keys) with its share; null: none chosen. */
  readonly entries: readonly ReviewEntry[]
  readonly sample: { readonly keys: ReadonlySet<string>; readonly share: number } | null
  readonly seen: ReadonlySet<string>
  /** The share a new sample starts with (the parent's preference). */
  readonly defaultShare: number
  readonly onChoose: (share: number) => void
  /** "Delete the rest" removed every item but the sample's (these keys). */
  readonly onRestDeleted: (sampleKeys: ReadonlySet<string>) => void
  readonly onForget: () => void
  readonly dayActions: DayActions
}

export function ReviewedEnough({ entries, sample, seen, defaultShare, onChoose, onRestDeleted, onForget, dayActions }: ReviewedEnoughProps) {
  const headingId = useId()
  const shareId = useId()
  const [share, setShare] = useState(defaultShare)
  const [progress, setProgress] = useState<string | null>(null)
  if (!sample) {
    return (
      <section className="card reviewed-enough" aria-labelledby={headingId}>
        <h2 id={headingId}>Reviewed enough</h2>
        <p>
          Look at every item that may need a look and a random share of the rest, then delete the rest in one go. The sample comes first on the page.
        </p>
        <div className="reviewed-enough__row">
          <label htmlFor={shareId}>Share of the rest</label>
          <select
            id={shareId}
            className="field__input reviewed-enough__share"
            value={share}
            onChange={(e) => setShare(Number(e.currentTarget.value))}
          >
            {[...new Set([...sampleShares, defaultShare])]
              .sort((a, b) => a - b)
              .map((s) => (
                <option key={s} value={s}>
                  {shareWords(s)}
                </option>
              ))}
          </select>
          <Button onClick={() => onChoose(share)}>Choose a sample</Button>
        </div>
      </section>
    )
  }
  const meter = coverage(entries, sample.keys, seen, sample.share)
  const rest = deleteTheRest(entries, sample.keys, seen)
  const fraction = meter.sampled === 0 ? 1 : meter.sampledSeen / meter.sampled
  const deleteRest = async () => {
    if (!rest.offered) return
    const items = rest.entries.map((e) => e.item)
    const keys = sample.keys
    setProgress(`Deleting… 0 of ${items.length}`)
    const result = await dayActions.clearInChunks(items, (done, total) => setProgress(`Deleting… ${done} of ${total}`))
    setProgress(null)
    if (result.ok) onRestDeleted(keys)
  }
  return (
    <section className="card reviewed-enough" aria-labelledby={headingId}>
      <h2 id={headingId}>{meter.enough ? 'Reviewed enough' : 'Reviewing a sample'}</h2>
      <p className="reviewed-enough__meter-text" role="status">
        {meter.text}
      </p>
      <span className="progress" role="img" aria-label={`${Math.round(fraction * 100)} % of the sample looked at`}>
        <span className="progress__bar" style={{ width: `${Math.round(fraction * 100)}%` }} />
      </span>
      {!rest.offered && rest.why === 'unseen' && (
        <p className="muted">
          {rest.unseen} {rest.unseen === 1 ? 'item' : 'items'} of the sample still to look at. They come first, marked “In the sample”; an item counts
          once it has been on the screen or opened large.
        </p>
      )}
      {!rest.offered && rest.why === 'nothing' && <p className="muted">Nothing else to delete: every item left is in the sample or flagged.</p>}
      <div className="reviewed-enough__row">
        {rest.offered && (
          <Button variant="danger" loading={progress !== null} disabled={progress !== null} onClick={() => void deleteRest()}>
            {rest.label}
          </Button>
        )}
        <span role="status" className="reviewed-enough__progress">
          {progress}
        </span>
        <Button variant="ghost" size="sm" disabled={progress !== null} onClick={onForget}>
          Stop sampling
        </Button>
      </div>
    </section>
  )
}
