/**
 * An existing child's settings: name and devices, monitoring options, downtime, blocked apps and
 * keychains, edited as one draft (kept across reloads) and saved with 'Save child' once it
 * differs from what is saved and has no problem.
 */
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import {
  type ChildDraft,
  addDraftKeychain,
  canSaveChild,
  childDraftChanged,
  childDraftErrors,
  draftFromUser,
  saveUserInput,
  savedChildDraft,
} from '@domain/children/settings'
import { errorTitle, type ClientError } from '@domain/api/errors'
import { idKey } from '@domain/api/ids'
import { queries } from '../../../data/queries'
import { childDisplayName } from '@domain/names/display-names'
import { useCommand, useDraft, useQuery } from '../../../data'
import { buttonClass } from '../../../ui/Button'
import { FullPageError } from '../../../ui/QueryState'
import { BlankTimeProvider, useBlankTimes } from '../../../ui/ScheduleEditor'
import { LoadingBlock } from '../../../ui/Spinner'
import { AddKeychainDrawer } from './AddKeychainDrawer'
import { BlockedAppsSection } from './BlockedAppsSection'
import { DeleteChildButton } from './DeleteChild'
import { DowntimeSection } from './DowntimeSection'
import { useEdit } from './draft-edit'
import { KeychainsSection, addedKeychainCards, useKeychainLookup } from './KeychainsSection'
import { MonitoringSection } from './MonitoringSection'
import { DevicesSection, NameSection } from './NameAndDevices'
import { SaveBar } from './SaveBar'
import { saveChild } from './commands'

/** A child that the list no longer holds (deleted elsewhere) and no failed load explains. */
const childNotFound: ClientError = { isPqlError: true, type: 'notFound', entityName: 'Child', showContactSupport: true }

export function ChildSettings({ userId }: { userId: string }) {
  // True while a connection code is out: the child is then polled to see the device arrive.
  const [waiting, setWaiting] = useState(false)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const { run, pending: saving } = useCommand()
  // Emptied time fields: the draft still holds their old times, so saving waits for them.
  const [blankTimes, reportBlankTime] = useBlankTimes()

  const query = useQuery(queries.user(userId, { polling: waiting }))
  const user = query.data
  const { keychainInfo, rememberAdded } = useKeychainLookup(user)
  const original = useMemo(() => (user ? draftFromUser(user) : undefined), [user])
  const draft = useDraft<ChildDraft>(`child/${idKey(userId)}`, original)
  const edit = useEdit(draft)

  if (query.status === 'loading' || (!user && query.isFetching)) {
    return (
      <div className="page">
        <LoadingBlock label="Loading child…" />
      </div>
    )
  }
  if (!user || !original) {
    const error = query.error ?? childNotFound
    return (
      <div className="page">
        <FullPageError
          error={error}
          title={errorTitle(error)}
          onRetry={query.error ? query.refetch : undefined}
          actions={
            <Link to="/children" className={buttonClass('secondary')}>
              Back to all children
            </Link>
          }
        />
      </div>
    )
  }

  const value = draft.value ?? original
  const errors = childDraftErrors(value, original)
  const canSave = canSaveChild(value, original, saving) && errors.length === 0 && blankTimes === 0
  const changed = childDraftChanged(value, original)

  const save = async () => {
    if (!canSave) return
    const input = saveUserInput(value)
    const cards = addedKeychainCards(input.keychains, user, keychainInfo)
    const result = await run(saveChild(input, { addedKeychains: cards }))
    if (result.ok) draft.commit(savedChildDraft(value))
  }

  return (
    <div className="page child-settings">
      <div className="page-header">
        <div>
          <p className="breadcrumb">
            <Link to="/children">Children</Link>
          </p>
          <h1>{childDisplayName(user.name)}</h1>
        </div>
        <div className="row">
          {user.devices.length > 0 && (
            <Link to="/children/$userId/activity" params={{ userId: idKey(user.id) }} className="btn btn--secondary">
              Screenshots
            </Link>
          )}
          <DeleteChildButton user={user} onDelete={() => draft.discard()} />
        </div>
      </div>

      <BlankTimeProvider value={reportBlankTime}>
        <div className="stack">
          <NameSection draft={value} edit={edit} />
          <DevicesSection user={user} waiting={waiting} onWaitingChange={setWaiting} />
          <MonitoringSection draft={value} edit={edit} />
          <DowntimeSection draft={value} edit={edit} childName={user.name} />
          <BlockedAppsSection draft={value} edit={edit} childName={user.name} newId={() => crypto.randomUUID()} />
          <KeychainsSection
            draft={value}
            edit={edit}
            childName={user.name}
            keychainInfo={keychainInfo}
            onAddClick={() => setDrawerOpen(true)}
          />
          <SaveBar
            errors={errors}
            blankTimes={blankTimes}
            changed={changed}
            canSave={canSave}
            saving={saving}
            onDiscard={() => draft.discard()}
            onSave={() => void save()}
          />
        </div>
      </BlankTimeProvider>

      <AddKeychainDrawer
        open={drawerOpen}
        childName={user.name}
        assignedIds={value.keychains.map((k) => k.id)}
        onClose={() => setDrawerOpen(false)}
        onAdd={(keychain, schedule) => {
          rememberAdded(keychain)
          edit((d) => addDraftKeychain(d, keychain.id, schedule))
          setDrawerOpen(false)
        }}
      />
    </div>
  )
}
