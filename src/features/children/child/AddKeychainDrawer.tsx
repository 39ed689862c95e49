/**
 * The add-keychain drawer on a child: search, 'My keychains' / 'Public keychains', six cards a
 * page with dots and arrows, a warning badge that opens 'Keychain warning', an optional schedule
 * in the footer, and a request form when no public keychain matches. Esc closes it.
 */
import { useMemo, useState } from 'react'
import { filterKeychains, pageCount, pageOf } from '@domain/children/settings'
import { sameId } from '@domain/api/ids'
import type { KeychainSummary, RuleSchedule } from '@domain/api/wire'
import { type QueryDef, useQuery } from '../../../data'
import { Drawer } from '../../../ui/Drawer'
import { LoadingBlock } from '../../../ui/Spinner'
import { AddKeychainFooter } from './AddKeychainFooter'
import { NoOwnMatch, RequestPublicKeychain, SomethingWentWrong } from './DrawerMessages'
import { KeychainCards } from './KeychainCards'
import { type KeychainList, KeychainSearch } from './KeychainSearch'
import { KeychainWarningDialog } from './KeychainWarningDialog'
import './keychain-picker.css'

export interface AddKeychainDrawerProps {
  open: boolean
  childName: string
  /** Keychains the child already has (left out of the lists). */
  assignedIds: readonly string[]
  onClose: () => void
  onAdd: (keychain: KeychainSummary, schedule: RuleSchedule | undefined) => void
}

/** The child's page's declared keychains that can be added, read while the drawer is open. */
export function AddKeychainDrawer({
  open,
  childName,
  assignedIds,
  onClose,
  onAdd,
  selectableKeychains,
}: AddKeychainDrawerProps & { selectableKeychains: QueryDef<'GetSelectableKeychains'> }) {
  const selectable = useQuery(open ? selectableKeychains : null)
  const [list, setList] = useState<KeychainList>('own')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(0)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [schedule, setSchedule] = useState<RuleSchedule | undefined>(undefined)
  const [warning, setWarning] = useState<KeychainSummary | null>(null)

  // A fresh start each time it opens (settled while rendering, so nothing stale shows first).
  const [wasOpen, setWasOpen] = useState(open)
  if (wasOpen !== open) {
    setWasOpen(open)
    if (open) {
      setList('own')
      setSearch('')
      setPage(0)
      setSelectedId(null)
      setSchedule(undefined)
      setWarning(null)
    }
  }

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

  const footer = (
    <AddKeychainFooter selected={selected} childName={childName} schedule={schedule} onSchedule={setSchedule} onCancel={onClose} onAdd={onAdd} />
  )

  return (
    <Drawer open={open} title={`Add a keychain for ${childName}`} onClose={onClose} footer={footer} className="drawer--wide">
      <div className="keychain-picker">
        <KeychainSearch
          search={search}
          onSearch={(next) => {
            setSearch(next)
            setPage(0)
          }}
          list={list}
          onList={switchList}
        />

        {selectable.status === 'loading' && <LoadingBlock label="Loading keychains…" />}
        {selectable.status === 'error' && !selectable.data && <SomethingWentWrong />}
        {selectable.data && matches.length === 0 && list === 'own' && <NoOwnMatch searching={search.trim() !== ''} />}
        {selectable.data && matches.length === 0 && list === 'public' && (
          // A new search starts a new request (not the previous search's result).
          <RequestPublicKeychain key={search.trim()} searchQuery={search.trim()} />
        )}
        {shown.length > 0 && (
          <KeychainCards
            shown={shown}
            label={list === 'own' ? 'My keychains' : 'Public keychains'}
            selectedId={selected?.id}
            onSelect={(keychain) => setSelectedId(keychain.id)}
            onWarning={setWarning}
            page={current}
            pages={pages}
            onPage={setPage}
          />
        )}
      </div>
      <KeychainWarningDialog keychain={warning} onClose={() => setWarning(null)} />
    </Drawer>
  )
}
