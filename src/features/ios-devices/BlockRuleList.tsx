/**
 * The device's custom block rules (presenter): one row per rule, in the server's order, with its
 * label (App, URL, or Other for rules the editor cannot show), main value, a dot for a
 * condition, a plain-language description, and Delete. Rows the editor can show open it: each
 * such row is a button named by what it shows, in that order ('App com.game.app Blocks …, edit'),
 * so a voice-control user who says what they see reaches it.
 */
import { useId } from 'react'
import type { RuleRow } from '@domain/ios/describe-rule'
import { Button } from '../../ui/Button'
import { EmptyState } from '../../ui/EmptyState'
import { GlobeIcon } from '../../ui/icons/GlobeIcon'
import { PhoneIcon } from '../../ui/icons/PhoneIcon'
import { PlusIcon } from '../../ui/icons/PlusIcon'
import { TrashIcon } from '../../ui/icons/TrashIcon'

export interface RuleListItem {
  readonly id: string
  readonly row: RuleRow
}

function RuleSummary({ row }: { row: RuleRow }) {
  return (
    <>
      <span className={`ios-pill ios-pill--${row.kind}`}>
        {row.kind === 'address' ? <GlobeIcon /> : <PhoneIcon />}
        <span className="ios-pill__label">{row.label}</span>
      </span>{' '}
      <span className="ios-rule__text">
        <span className="ios-mono ios-rule__main">{row.main}</span> <span className="ios-rule__about">{row.description}</span>
      </span>
      {row.conditional && row.kind !== 'other' && (
        <span className="ios-rule__dot" title="Has a condition">
          <span className="visually-hidden"> (has a condition)</span>
        </span>
      )}
    </>
  )
}

export function BlockRuleList(p: {
  rules: readonly RuleListItem[]
  onAdd: () => void
  onEdit: (id: string) => void
  onDelete: (id: string) => void
}) {
  const titleId = useId()
  return (
    <section className="card ios-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="ios-section__title">
        Block Rules
      </h2>
      {p.rules.length === 0 ? (
        <EmptyState
          title="No block rules"
          action={
            <Button variant="secondary" onClick={p.onAdd}>
              <PlusIcon />
              Add block rule
            </Button>
          }
        >
          <p>Let's make some</p>
        </EmptyState>
      ) : (
        <>
          <ul className="ios-rules" aria-label="Block rules">
            {p.rules.map(({ id, row }) => (
              <li key={id} className="ios-rule">
                {row.kind === 'other' ? (
                  <div className="ios-rule__body">
                    <RuleSummary row={row} />
                  </div>
                ) : (
                  <button type="button" className="ios-rule__body ios-rule__edit" onClick={() => p.onEdit(id)}>
                    <RuleSummary row={row} />
                    <span className="visually-hidden">, edit</span>
                  </button>
                )}
                <button type="button" className="ios-icon-button" aria-label={`Delete block rule: ${row.description}`} onClick={() => p.onDelete(id)}>
                  <TrashIcon />
                </button>
              </li>
            ))}
          </ul>
          <div className="ios-section__foot">
            <Button variant="secondary" onClick={p.onAdd}>
              <PlusIcon />
              Add rule
            </Button>
          </div>
        </>
      )}
    </section>
  )
}
