/**
 * The add-keychain drawer on a child (spec §2): search, 'My keychains' / 'Public keychains',
 * six cards a page with dots and arrows, a warning badge that opens 'Keychain warning', an
 * optional schedule in the footer, and a request form when no public keychain matches.
 */
import { useEffect, useId, useMemo, useState } from 'react'
import { sameId } from '@domain/ids'
import { queries } from '@domain/queries'
import { defaultSchedule, scheduleError } from '@domain/schedule'
import type { KeychainSummary, RuleSchedule } from '@domain/wire'
import { runMutation, useQuery } from '../../data'
import { Badge } from '../../ui/Badge'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { Drawer } from '../../ui/Drawer'
import { BlankTimeProvider, ScheduleEditor, useBlankTimes } from '../../ui/ScheduleEditor'
import { LoadingBlock } from '../../ui/Spinner'
import { TextArea } from '../../ui/TextField'
import { ChevronLeftIcon, ChevronRightIcon, WarningIcon } from '../../ui/icons'
import { filterKeychains, pageCount, pageOf } from '@domain/child-settings'

export type KeychainList = 'own' | 'public'

export interface AddKeychainDrawerProps {
  open: boolean
  childName: string
  /** Keychains the child already has (left out of the lists). */
  assignedIds: readonly string[]
  onClose: () => void
  onAdd: (keychain: KeychainSummary, schedule: RuleSchedule | undefined) => void
}

function SomethingWentWrong() {
  return (
    <div className="drawer-message" role="alert">
      <h3>Hmm, something went wrong</h3>
      <p className="muted">Try refreshing the page and trying again.</p>
    </div>
  )
}

function RequestPublicKeychain({ searchQuery }: { searchQuery: string }) {
  const [description, setDescription] = useState('')
  const [state, setState] = useState<'idle' | 'ongoing' | 'succeeded' | 'failed'>('idle')
  if (state === 'succeeded') {
    return (
      <div className="drawer-message" role="status">
        <h3>We received your request!</h3>
        <p className="muted">We’ll look into making a public keychain for it.</p>
      </div>
    )
  }
  if (state === 'failed') return <SomethingWentWrong />
  const submit = async () => {
    if (description.trim() === '') return
    setState('ongoing')
    const result = await runMutation(
      'RequestPublicKeychain',
      { searchQuery, description: description.trim() },
      { toast: { verb: 'request', entity: 'keychain', verbPast: 'requested' } },
    )
    setState(result.ok ? 'succeeded' : 'failed')
  }
  return (
    <form
      className="drawer-message"
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <h3>Hmm, we couldn't find that keychain</h3>
      <p className="muted">Tell us what it should unlock and we’ll consider making a public keychain for it.</p>
      <TextArea
        label="What should the keychain unlock?"
        rows={3}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <Button type="submit" disabled={description.trim() === ''} loading={state === 'ongoing'}>
        Request keychain
      </Button>
    </form>
  )
}

function KeychainCardView({
  keychain,
  selected,
  onSelect,
  onWarning,
}: {
  keychain: KeychainSummary
  selected: boolean
  onSelect: () => void
  onWarning: () => void
}) {
  return (
    <li className={selected ? 'pick-card pick-card--selected' : 'pick-card'}>
      <button type="button" className="pick-card__main" aria-pressed={selected} onClick={onSelect}>
        <span className="pick-card__name">{keychain.name}</span>
        <span className="pick-card__meta">
          {keychain.numKeys} {keychain.numKeys === 1 ? 'key' : 'keys'}
          {keychain.isPublic && <Badge>Public</Badge>}
        </span>
        <span className="pick-card__description">{keychain.description?.trim() || 'No description'}</span>
      </button>
      {keychain.warning && (
        <button type="button" className="warning-badge" onClick={onWarning} aria-label={`Warning about ${keychain.name}`}>
          <WarningIcon />
          Warning
        </button>
      )}
    </li>
  )
}

export function AddKeychainDrawer({ open, childName, assignedIds, onClose, onAdd }: AddKeychainDrawerProps) {
  const selectable = useQuery(open ? queries.selectableKeychains() : null)
  const [list, setList] = useState<KeychainList>('own')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(0)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [schedule, setSchedule] = useState<RuleSchedule | undefined>(undefined)
  const [warning, setWarning] = useState<KeychainSummary | null>(null)
  const [blankTimes, reportBlankTime] = useBlankTimes()
  const searchId = useId()

  // A fresh start each time it opens.
  useEffect(() => {
    if (!open) return
    setList('own')
    setSearch('')
    setPage(0)
    setSelectedId(null)
    setSchedule(undefined)
    setWarning(null)
  }, [open])

  const available = useMemo(() => {
    const data = selectable.data
    if (!data) return []
    const source = list === 'own' ? data.own : data.public
    return source.filter((k) => !assignedIds.some((id) => sameId(id, k.id)))
  }, [selectable.data, list, assignedIds])
  const matches = useMemo(() => filterKeychains(available, search), [available, search])
  const pages = pageCount(matches.length)
  const current = Math.min(page, pages - 1)
  const shown = pageOf(matches, current)
  const selected = selectedId ? matches.find((k) => sameId(k.id, selectedId)) : undefined

  const switchList = (next: KeychainList) => {
    setList(next)
    setPage(0)
    setSelectedId(null)
  }

  // A schedule with a problem (no day, end not after start) cannot be added.
  const canAdd =
    selected !== undefined && (schedule === undefined || (scheduleError(schedule) === null && blankTimes === 0))

  const footer = (
    <div className="stack">
      {selected ? (
        <>
          <p className="drawer-footer__selected">
            Add <strong>{selected.name}</strong> to {childName}
          </p>
          {schedule ? (
            <>
              <BlankTimeProvider value={reportBlankTime}>
                <ScheduleEditor schedule={schedule} onChange={setSchedule} legend="Schedule" />
              </BlankTimeProvider>
              <Button variant="ghost" size="sm" onClick={() => setSchedule(undefined)}>
                Remove schedule
              </Button>
            </>
          ) : (
            <div className="row">
              <span className="muted">Always active</span>
              <Button variant="ghost" size="sm" onClick={() => setSchedule(defaultSchedule())}>
                Add schedule
              </Button>
            </div>
          )}
        </>
      ) : (
        <p className="muted drawer-footer__selected">Choose a keychain to add.</p>
      )}
      <div className="row row--end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={!canAdd}
          onClick={() => {
            if (selected && canAdd) onAdd(selected, schedule)
          }}
        >
          Add keychain
        </Button>
      </div>
    </div>
  )

  return (
    <Drawer open={open} title={`Add a keychain for ${childName}`} onClose={onClose} footer={footer} className="drawer--wide">
      <div className="keychain-picker">
        <div className="field">
          <label className="field__label" htmlFor={searchId}>
            Search keychains
          </label>
          <input
            id={searchId}
            type="search"
            data-autofocus
            className="field__input"
            value={search}
            placeholder="e.g. Math, music, coding"
            onChange={(e) => {
              setSearch(e.target.value)
              setPage(0)
            }}
          />
        </div>
        <div className="segmented" role="group" aria-label="Which keychains">
          <button type="button" aria-pressed={list === 'own'} onClick={() => switchList('own')}>
            My keychains
          </button>
          <button type="button" aria-pressed={list === 'public'} onClick={() => switchList('public')}>
            Public keychains
          </button>
        </div>

        {selectable.status === 'loading' && <LoadingBlock label="Loading keychains…" />}
        {selectable.status === 'error' && !selectable.data && <SomethingWentWrong />}
        {selectable.data && matches.length === 0 && list === 'own' && (
          <div className="drawer-message" role="status">
            <h3>Hmm, we couldn't find that keychain</h3>
            {search.trim() !== '' && <p className="muted">Try another word, or look in the public keychains.</p>}
          </div>
        )}
        {selectable.data && matches.length === 0 && list === 'public' && (
          // A new search starts a new request (not the previous search's result).
          <RequestPublicKeychain key={search.trim()} searchQuery={search.trim()} />
        )}
        {shown.length > 0 && (
          <>
            <ul className="pick-grid" aria-label={list === 'own' ? 'My keychains' : 'Public keychains'}>
              {shown.map((keychain) => (
                <KeychainCardView
                  key={keychain.id}
                  keychain={keychain}
                  selected={selected !== undefined && sameId(selected.id, keychain.id)}
                  onSelect={() => setSelectedId(keychain.id)}
                  onWarning={() => setWarning(keychain)}
                />
              ))}
            </ul>
            {pages > 1 && (
              <nav className="pager" aria-label="Keychain pages">
                <button
                  type="button"
                  className="pager__arrow"
                  aria-label="Previous page"
                  disabled={current === 0}
                  onClick={() => setPage(current - 1)}
                >
                  <ChevronLeftIcon />
                </button>
                {Array.from({ length: pages }, (_, i) => (
                  <button
                    key={i}
                    type="button"
                    className="pager__dot"
                    aria-label={`Page ${i + 1} of ${pages}`}
                    aria-current={i === current ? 'page' : undefined}
                    onClick={() => setPage(i)}
                  />
                ))}
                <button
                  type="button"
                  className="pager__arrow"
                  aria-label="Next page"
                  disabled={current >= pages - 1}
                  onClick={() => setPage(current + 1)}
                >
                  <ChevronRightIcon />
                </button>
              </nav>
            )}
          </>
        )}
      </div>
      <Dialog
        open={warning !== null}
        title="Keychain warning"
        onClose={() => setWarning(null)}
        alert
        actions={<Button onClick={() => setWarning(null)}>OK</Button>}
      >
        {warning && (
          <>
            <p>
              <strong>{warning.name}</strong>
            </p>
            <p>{warning.warning}</p>
          </>
        )}
      </Dialog>
    </Drawer>
  )
}

