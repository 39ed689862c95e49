/**
 * A keychain's keys, as a list (a sentence per key, its comment and expiry) or as a table (Key
 * type, Key target, Key scope, Comment cut at 30 characters, delete, expiry icon). Choosing a
 * key opens it in the wizard. A keychain of thousands of keys renders only the rows near the
 * viewport (useWindowedRows).
 */
import '../../zod-setup'
import * as z from 'zod/mini'
import { commentPreview, keyLabel, keyScope, keySentence, keyTarget, keyTypeLabels, keyTypeOf } from '@domain/keys/describe'
import { formatExpiration } from '@domain/keys/expiration'
import type { IdentifiedApp, Key } from '@domain/api/wire'
import { storedValue, textCodec, useStoredValue } from '../../data'
import { Badge } from '../../ui/Badge'
import { Button } from '../../ui/Button'
import { useWindowedRows } from '../../ui/windowed-rows'
import { offsetAt } from './wizard-steps'

export type KeyView = 'list' | 'table'

/** The parent's list or table choice, remembered in this browser and shared by its tabs. */
const keyView = storedValue<KeyView>({
  key: 'gatehouse.keychains.key-view',
  schema: z.enum(['list', 'table']),
  default: 'list',
  codec: textCodec,
})

export const useKeyView = (): [KeyView, (view: KeyView) => void] => useStoredValue(keyView)

function ClockIcon({ label }: { label: string }) {
  return (
    <svg
      className="icon key-expiry"
      width="1.25em"
      height="1.25em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      role="img"
      aria-label={label}
      focusable="false"
    >
      <title>{label}</title>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </svg>
  )
}

const expiresText = (iso: string) => `Expires ${formatExpiration(iso, offsetAt(Date.parse(iso)))}`

export interface KeyListProps {
  readonly keys: readonly Key[]
  readonly apps: readonly IdentifiedApp[]
  readonly view: KeyView
  readonly keychainName: string
  readonly onEdit: (key: Key) => void
  readonly onDelete: (key: Key) => void
}

export function KeyList({ view, ...props }: KeyListProps) {
  return view === 'table' ? <KeyTable {...props} /> : <KeyRows {...props} />
}

type ViewProps = Omit<KeyListProps, 'view'>

/** Keychains up to this many keys render every row. */
export const windowFrom = 200

/** Estimated heights before a row is measured (a list row with badges; a table row). */
const listRowHeight = 76
const tableRowHeight = 48
/** The list's grid gap (0.5rem). */
const listGap = 8

/** The window's options for a keychain's keys: rows of an estimated height, a window past `windowFrom`. */
const windowOf = (count: number, height: number, gap = 0) => ({ count, estimate: () => height, gap, overscan: 8, windowed: count > windowFrom })

function KeyTable({ keys, apps, keychainName, onEdit, onDelete }: ViewProps) {
  const { container, segments, measure, onFocus } = useWindowedRows<HTMLTableSectionElement>(windowOf(keys.length, tableRowHeight))
  return (
    <div className="key-table-wrap">
      <table className="key-table">
        <caption className="visually-hidden">Keys of {keychainName}</caption>
        <thead>
          <tr>
            <th scope="col">Key type</th>
            <th scope="col">Key target</th>
            <th scope="col">Key scope</th>
            <th scope="col">Comment</th>
            <th scope="col">
              <span className="visually-hidden">Delete</span>
            </th>
            <th scope="col">
              <span className="visually-hidden">Expiry</span>
            </th>
          </tr>
        </thead>
        <tbody ref={container} onFocus={onFocus}>
          {segments.map((segment) => {
            if (segment.kind === 'gap') {
              return (
                <tr key={segment.key} className="key-spacer" aria-hidden="true">
                  <td colSpan={6} style={{ height: segment.height }} />
                </tr>
              )
            }
            const key = keys[segment.index]!
            const target = keyLabel(key.key, apps)
            return (
              <tr key={key.id} ref={measure} data-index={segment.index}>
                <td>{keyTypeLabels[keyTypeOf(key.key)]}</td>
                <td>
                  <button type="button" className="link-button" aria-label={`Edit key ${target}`} onClick={() => onEdit(key)}>
                    {keyTarget(key.key)}
                  </button>
                </td>
                <td>{keyScope(key.key, apps)}</td>
                <td title={key.comment}>{commentPreview(key.comment)}</td>
                <td>
                  <Button variant="ghost" size="sm" aria-label={`Delete key ${target}`} onClick={() => onDelete(key)}>
                    Delete
                  </Button>
                </td>
                <td>{key.expiration && <ClockIcon label={expiresText(key.expiration)} />}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

function KeyRows({ keys, apps, keychainName, onEdit, onDelete }: ViewProps) {
  const { container, segments, measure, onFocus } = useWindowedRows<HTMLUListElement>(windowOf(keys.length, listRowHeight, listGap))
  return (
    <ul ref={container} className="key-list" aria-label={`Keys of ${keychainName}`} onFocus={onFocus}>
      {segments.map((segment) => {
        if (segment.kind === 'gap') return <li key={segment.key} className="key-spacer" aria-hidden="true" style={{ height: segment.height }} />
        const key = keys[segment.index]!
        const target = keyLabel(key.key, apps)
        return (
          <li key={key.id} ref={measure} data-index={segment.index} className="key-row" aria-setsize={keys.length} aria-posinset={segment.index + 1}>
            <div className="key-row__text">
              <span className="key-row__sentence">{keySentence(key.key, apps)}</span>
              <span className="key-row__meta">
                <Badge>{keyTypeLabels[keyTypeOf(key.key)]}</Badge>
                {key.expiration && <Badge tone="warning">{expiresText(key.expiration)}</Badge>}
              </span>
              {key.comment && <span className="key-row__comment">{key.comment}</span>}
            </div>
            <div className="key-row__actions">
              <Button variant="secondary" size="sm" aria-label={`Edit key ${target}`} onClick={() => onEdit(key)}>
                Edit
              </Button>
              <Button variant="ghost" size="sm" aria-label={`Delete key ${target}`} onClick={() => onDelete(key)}>
                Delete
              </Button>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
