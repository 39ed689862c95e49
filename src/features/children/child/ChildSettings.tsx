/**
 * An existing child's settings' container: reads the child (polled while a connection code is
 * out), keeps its settings as one draft (kept across reloads), and turns the parent's intents into
 * commands: 'Save child', deleting the child (back to the children) or a device. Everything it
 * draws is ChildSettingsView's; the connection panel, "Test an address" and the add-keychain
 * drawer are containers of their own that it hands over.
 */
import { useNavigate } from '@tanstack/react-router'
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
import type { ClientError } from '@domain/api/errors'
import { idKey } from '@domain/api/ids'
import { queries } from '../../../data/queries'
import { runCommand, useClock, useCommand, useDraft, useQuery } from '../../../data'
import { paths } from '../../../route-paths'
import { useRouteSearch } from '../../route-hooks'
import type { childData } from '../queries'
import { useBlankTimes } from '../../../ui/ScheduleEditor'
import { ChildAddressTest } from '../../keychains'
import { AddKeychainDrawer } from './AddKeychainDrawer'
import { type ChildLoad, ChildSettingsView } from './ChildSettingsView'
import { useEdit } from './draft-edit'
import { addedKeychainCards, useKeychainLookup } from './keychain-lookup'
import { Onboarding } from './Onboarding'
import { deleteChild, deleteDevice, saveChild } from './commands'

/** A child that the list no longer holds (deleted elsewhere) and no failed load explains. */
const childNotFound: ClientError = { isPqlError: true, type: 'notFound', entityName: 'Child', showContactSupport: true }

/** The child's page's declared queries. */
export type ChildQueries = ReturnType<(typeof childData)['queries']>

export function ChildSettings({ userId, queries: declared }: { userId: string; queries: ChildQueries }) {
  const navigate = useNavigate()
  // The children list's "Add a device" links here with `?add-device=1`.
  const openAddDevice = useRouteSearch(paths.child)['add-device'] === 1
  const clock = useClock(60_000)
  // True while a connection code is out: the child is then polled to see the device arrive.
  const [waiting, setWaiting] = useState(false)
  const { run, pending: saving } = useCommand()
  // Emptied time fields: the draft still holds their old times, so saving waits for them.
  const [blankTimes, reportBlankTime] = useBlankTimes()

  // The declaration names no child while it is new; this form shows once it is saved.
  const declaredUser = declared.user ?? queries.user(userId)
  const query = useQuery(waiting ? queries.user(userId, { polling: true }) : declaredUser)
  const user = query.data
  const { keychainInfo, rememberAdded } = useKeychainLookup(user, declared.selectableKeychains)
  const original = useMemo(() => (user ? draftFromUser(user) : undefined), [user])
  const draft = useDraft<ChildDraft>(`child/${idKey(userId)}`, original)
  const edit = useEdit(draft)

  let load: ChildLoad
  let save = () => {}
  if (query.status === 'loading' || (!user && query.isFetching)) load = { state: 'loading' }
  else if (!user || !original) load = { state: 'failed', error: query.error ?? childNotFound, onRetry: query.error ? query.refetch : undefined }
  else {
    const value = draft.value ?? original
    const errors = childDraftErrors(value, original)
    const canSave = canSaveChild(value, original, saving) && errors.length === 0 && blankTimes === 0
    load = { state: 'ready', user, value, errors, blankTimes, changed: childDraftChanged(value, original), canSave, saving, keychainInfo }
    save = () => {
      if (!canSave) return
      const input = saveUserInput(value)
      const cards = addedKeychainCards(input.keychains, user, keychainInfo)
      void run(saveChild(input, { addedKeychains: cards })).then((result) => {
        if (result.ok) draft.commit(savedChildDraft(value))
      })
    }
  }

  return (
    <ChildSettingsView
      child={load}
      waiting={waiting}
      openAddDevice={openAddDevice}
      clock={clock}
      edit={edit}
      reportBlankTime={reportBlankTime}
      newId={() => crypto.randomUUID()}
      onSave={save}
      onDiscard={() => draft.discard()}
      onDeleteChild={(child) => {
        draft.discard()
        void runCommand(deleteChild(child.id))
        void navigate({ to: '/children' })
      }}
      onDeleteDevice={(child, device) => void runCommand(deleteDevice(child.id, device.id))}
      onAddKeychain={(keychain, schedule) => {
        rememberAdded(keychain)
        edit((d) => addDraftKeychain(d, keychain.id, schedule))
      }}
      connectionPanel={(panel) => <Onboarding {...panel} onWaitingChange={setWaiting} />}
      addressTest={(child) => (
        <ChildAddressTest
          childId={child.id}
          childName={child.name}
          queries={{ child: declaredUser, ownKeychains: declared.ownKeychains, apps: declared.apps }}
        />
      )}
      addKeychainDrawer={(drawer) => <AddKeychainDrawer {...drawer} selectableKeychains={declared.selectableKeychains} />}
    />
  )
}
