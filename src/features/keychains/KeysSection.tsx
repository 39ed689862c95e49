/**
 * The keychain editor's keys: list or table view, 'Add new key' (the wizard in a modal named by
 * the URL, so a reload keeps it open), 'Add keys from a list', deleting a key after a
 * confirmation, and "Test an address" over this keychain's keys.
 */
import { useNavigate } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { idKey, sameId } from '@domain/api/ids'
import { keyLabel } from '@domain/keys/describe'
import type { IdentifiedApp, Key } from '@domain/api/wire'
import { runCommand, useQuery } from '../../data'
import { paths } from '../../route-paths'
import { useRouteSearch } from '../route-hooks'
import { useRouteData } from '../route-data'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { EmptyState } from '../../ui/EmptyState'
import { AddressTester } from './AddressTester'
import { BulkAddDialog } from './BulkAddDialog'
import { KeyDialog } from './KeyDialog'
import { KeyList, useKeyView } from './KeyList'
import { deleteKey } from './commands'
import { keychainData } from './queries'

export interface KeysSectionProps {
  readonly keychainId: string
  readonly keychainName: string
  readonly keys: readonly Key[]
  /** A keychain not created yet cannot hold keys. */
  readonly saved: boolean
}

export function KeysSection({ keychainId, keychainName, keys, saved }: KeysSectionProps) {
  const navigate = useNavigate()
  const search = useRouteSearch(paths.keychain)
  const { queries } = useRouteData(keychainData)
  const [view, setView] = useKeyView()
  const [bulkOpen, setBulkOpen] = useState(false)
  const [toDelete, setToDelete] = useState<Key | null>(null)
  const appsQuery = useQuery(queries.apps)
  const users = useQuery(queries.users)
  const apps: readonly IdentifiedApp[] | undefined | null = appsQuery.data ?? (appsQuery.error ? null : undefined)

  const openKey = (key: string | undefined) =>
    void navigate({
      to: '/keychains/$keychainId',
      params: { keychainId: idKey(keychainId) },
      search: key === undefined ? {} : { key },
      replace: key === undefined,
    })
  const keyParam = saved ? search.key : undefined
  const editing = keyParam && keyParam !== 'new' ? keys.find((k) => idKey(k.id) === keyParam) : undefined
  const dialogOpen = keyParam === 'new' || editing !== undefined

  const assignments = useMemo(
    () =>
      (users.data ?? []).flatMap((user) => {
        const link = user.keychains.find((k) => sameId(k.id, keychainId))
        return link ? [{ childId: user.id, childName: user.name, schedule: link.schedule }] : []
      }),
    [users.data, keychainId],
  )

  return (
    <section className="card keys-section" aria-labelledby="keys-heading">
      <div className="section-head keys-section__head">
        <h2 id="keys-heading">Keys</h2>
        <div className="keys-section__tools">
          <div className="segmented" role="group" aria-label="Show keys as">
            <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
              List
            </button>
            <button type="button" aria-pressed={view === 'table'} onClick={() => setView('table')}>
              Table
            </button>
          </div>
          <Button variant="secondary" size="sm" disabled={!saved} onClick={() => setBulkOpen(true)}>
            Add keys from a list
          </Button>
          <Button size="sm" disabled={!saved} onClick={() => openKey('new')}>
            Add new key
          </Button>
        </div>
      </div>
      {!saved && <p className="muted">Create the keychain first, then add its keys.</p>}
      {saved && keys.length === 0 && (
        <EmptyState title="No keys">
          <p>Add a key to unlock a website or an app for the children who have this keychain.</p>
        </EmptyState>
      )}
      {keys.length > 0 && (
        <KeyList
          keys={keys}
          apps={apps ?? []}
          view={view}
          keychainName={keychainName}
          onEdit={(key) => openKey(idKey(key.id))}
          onDelete={setToDelete}
        />
      )}
      {saved && <AddressTester keychains={[{ id: keychainId, name: keychainName, keys, assignments }]} apps={apps ?? []} scopeName="this keychain" />}

      {dialogOpen && keyParam && (
        <KeyDialog
          key={keyParam}
          keychainId={keychainId}
          keyParam={keyParam}
          existing={editing}
          numKeys={keys.length}
          apps={apps}
          onClose={() => openKey(undefined)}
        />
      )}
      <BulkAddDialog open={bulkOpen} keychainId={keychainId} keys={keys} apps={apps ?? []} onClose={() => setBulkOpen(false)} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete key?"
        confirmLabel="Delete key"
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) void runCommand(deleteKey(keychainId, toDelete.id, Math.max(0, keys.length - 1)))
          setToDelete(null)
        }}
      >
        {toDelete && <p>Delete the key for {keyLabel(toDelete.key, apps ?? [])}? There is no undo.</p>}
      </ConfirmDialog>
    </section>
  )
}
