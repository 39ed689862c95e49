/**
 * `/keychains`, drawn from plain props: the parent's keychains as cards (name, key count,
 * description, Public badge, the children who have it), a plus menu to give each to children,
 * Edit, and Delete after a confirmation. A keychain no child has says it is not being used. Also
 * loading, the failure with Try again, and no keychains yet.
 */
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { keyCount } from '@domain/keys/describe'
import { idKey, sameId } from '@domain/api/ids'
import type { OperationOutput } from '@domain/api/operations'
import { childDisplayName, keychainDisplayName } from '@domain/names/display-names'
import { Badge } from '../../ui/Badge'
import { Button, buttonClass } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { EmptyState } from '../../ui/EmptyState'
import { WarningIcon } from '../../ui/icons/WarningIcon'
import { type Loadable, QueryView } from '../../ui/QueryView'
import { AssignMenu } from './AssignMenu'
import './keychains.css'

type AdminKeychains = OperationOutput<'GetAdminKeychains'>
type Entry = AdminKeychains['keychains'][number]
export type KeychainSummary = Entry['summary']

/** The parent's intents: give a keychain to a child or take it away, delete one (once confirmed). */
export interface KeychainIntents {
  readonly onAssign: (childId: string, keychain: KeychainSummary, assigned: boolean) => void
  readonly onDelete: (keychain: KeychainSummary) => void
}

export interface KeychainsViewProps extends KeychainIntents {
  readonly keychains: Loadable<AdminKeychains>
}

function KeychainCardView({
  entry,
  allChildren,
  onAssign,
  onDelete,
}: {
  entry: Entry
  allChildren: AdminKeychains['children']
  onAssign: (childId: string, assigned: boolean) => void
  onDelete: () => void
}) {
  const { summary } = entry
  const headingId = `keychain-${idKey(summary.id)}`
  const assigned = allChildren.filter((c) => entry.children.some((id) => sameId(id, c.id)))
  return (
    <li className="card keychain-card" aria-labelledby={headingId}>
      <div className="keychain-card__head">
        <h2 id={headingId} className="keychain-card__name">
          {keychainDisplayName(summary.name)}
        </h2>
        {summary.isPublic && <Badge>Public</Badge>}
      </div>
      <p className="keychain-card__count">{keyCount(summary.numKeys)}</p>
      <p className={summary.description ? 'keychain-card__description' : 'keychain-card__description muted'}>
        {summary.description || 'No description'}
      </p>
      {summary.warning && (
        <p className="keychain-card__caution">
          <WarningIcon /> {summary.warning}
        </p>
      )}
      <div className="keychain-card__children">
        {assigned.length === 0 ? (
          <div className="keychain-card__unused">
            <WarningIcon />
            <span>This keychain isn't doing anything</span>
            <Badge tone="warning">Not being used</Badge>
          </div>
        ) : (
          <ul className="chips" aria-label={`Children who have ${summary.name}`}>
            {assigned.map((child) => (
              <li key={child.id}>
                <Link to="/children/$userId" params={{ userId: idKey(child.id) }} className="chip">
                  {childDisplayName(child.name)}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <AssignMenu keychainName={summary.name} children={allChildren} assigned={entry.children} onSet={onAssign} />
      </div>
      <div className="keychain-card__actions">
        <Link
          to="/keychains/$keychainId"
          params={{ keychainId: idKey(summary.id) }}
          className={buttonClass('secondary', 'sm')}
          aria-label={`Edit ${summary.name}`}
        >
          Edit
        </Link>
        <Button variant="ghost" size="sm" aria-label={`Delete ${summary.name}`} onClick={onDelete}>
          Delete
        </Button>
      </div>
    </li>
  )
}

function KeychainGrid({ data, onAssign, onDelete }: KeychainIntents & { data: AdminKeychains }) {
  const [toDelete, setToDelete] = useState<KeychainSummary | null>(null)
  if (data.keychains.length === 0) {
    return (
      <div className="card">
        <EmptyState
          title="No keychains"
          action={
            <Link to="/keychains/new" className={buttonClass()}>
              Let's make one!
            </Link>
          }
        >
          <p>A keychain holds keys that unlock websites and apps. Make one, then give it to a child.</p>
        </EmptyState>
      </div>
    )
  }
  return (
    <>
      <ul className="card-grid" aria-label="Keychains">
        {data.keychains.map((entry) => (
          <KeychainCardView
            key={entry.summary.id}
            entry={entry}
            allChildren={data.children}
            onAssign={(childId, on) => onAssign(childId, entry.summary, on)}
            onDelete={() => setToDelete(entry.summary)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete keychain?"
        confirmLabel="Delete keychain"
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) onDelete(toDelete)
          setToDelete(null)
        }}
      >
        {toDelete && (
          <p>
            Are you sure you want to delete {toDelete.name}? Its {keyCount(toDelete.numKeys)} go with it, and every child who has it loses what it
            unlocks. There is no undo.
          </p>
        )}
      </ConfirmDialog>
    </>
  )
}

export function KeychainsView({ keychains, onAssign, onDelete }: KeychainsViewProps) {
  return (
    <div className="page keychains-page">
      <div className="page-header">
        <h1>Keychains</h1>
        <Link to="/keychains/new" className={buttonClass()}>
          Create a keychain
        </Link>
      </div>
      <p className="keychains-page__intro">
        A keychain is a named set of keys. Each key unlocks a website or an app that is otherwise blocked. Give a keychain to your children to let
        them use what its keys unlock; a child may have several keychains, and a keychain may serve several children.
      </p>
      <QueryView query={keychains} loadingLabel="Loading keychains…">
        {(data) => <KeychainGrid data={data} onAssign={onAssign} onDelete={onDelete} />}
      </QueryView>
    </div>
  )
}
