/**
 * `/children/{userId}`: a new child's name form, or an existing child's settings (spec §2 Add
 * child, Child settings; §4 Drafts, Devices; §5 child save rules).
 */
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router'
import { isDraft, current } from 'immer'
import { useCallback, useEffect, useMemo, useState } from 'react'
import {
  type ChildDraft,
  addDraftKeychain,
  canSaveChild,
  childDraftChanged,
  childDraftErrors,
  draftFromUser,
  newChildDraft,
  saveUserInput,
  savedChildDraft,
} from '@domain/child-settings'
import { type KeychainCard, childSavedEvent } from '@domain/events/children'
import { errorMessage, errorTitle } from '@domain/errors'
import { idKey, sameId } from '@domain/ids'
import { queries } from '@domain/queries'
import { deviceDisplayName, statusTone, statusWords } from '@domain/status'
import type { KeychainSummary, User, UserDevice } from '@domain/wire'
import { runMutation, useDraft, useQuery } from '../../data'
import { Alert } from '../../ui/Alert'
import { Badge, type BadgeTone } from '../../ui/Badge'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { ModelPicture } from '../../ui/ModelPicture'
import { LoadingBlock } from '../../ui/Spinner'
import { BlankTimeProvider, blankTimeMessage, useBlankTimes } from '../../ui/ScheduleEditor'
import { TextField } from '../../ui/TextField'
import '../../styles/children.css'
import { AddKeychainDrawer } from './AddKeychainDrawer'
import { Onboarding } from './Onboarding'
import { forgetNewChild, isNewChild } from './new-children'
import { BlockedAppsSection, DowntimeSection, type Edit, type KeychainInfo, KeychainsSection, MonitoringSection } from './sections'

const saveToast = { verb: 'sav', entity: 'child', verbPast: 'saved' } as const
const deleteChildToast = { verb: 'delet', failVerb: 'delete', entity: 'child', verbPast: 'deleted' } as const
const deleteDeviceToast = { verb: 'delet', failVerb: 'delete', entity: 'device', verbPast: 'deleted' } as const

export const toneBadge: Record<string, BadgeTone> = {
  danger: 'error',
  warning: 'warning',
  info: 'neutral',
  ok: 'ok',
  muted: 'neutral',
}

/** Applies a pure draft change inside the draft store's recipe. */
function useEdit(update: (recipe: (draft: ChildDraft) => void) => void): Edit {
  return useCallback(
    (change) =>
      update((d) => {
        const base = (isDraft(d) ? current(d) : d) as ChildDraft
        const next = change(base)
        for (const key of Object.keys(d) as (keyof ChildDraft)[]) if (!(key in next)) delete d[key]
        Object.assign(d, next)
      }),
    [update],
  )
}

export default function ChildScreen() {
  const { userId } = useParams({ strict: false }) as { userId: string }
  return <ChildPage key={idKey(userId)} userId={userId} />
}

function ChildPage({ userId }: { userId: string }) {
  // Decided once per child: a saved new child then shows its full settings.
  const [fresh, setFresh] = useState(() => isNewChild(userId))
  return fresh ? <NewChildForm userId={userId} onSaved={() => setFresh(false)} /> : <ChildSettings userId={userId} />
}

function NewChildForm({ userId, onSaved }: { userId: string; onSaved: () => void }) {
  const navigate = useNavigate()
  const original = useMemo(() => newChildDraft(userId), [userId])
  const draft = useDraft<ChildDraft>(`child/${idKey(userId)}`, original)
  const [saving, setSaving] = useState(false)
  const value = draft.value ?? original
  const canSave = canSaveChild(value, original, saving)

  const save = async () => {
    if (!canSave) return
    setSaving(true)
    const input = saveUserInput(value)
    const result = await runMutation('SaveUser', input, {
      event: childSavedEvent(input, { createdAt: new Date().toISOString() }),
      invalidate: ['users'],
      toast: saveToast,
    })
    setSaving(false)
    if (result.ok) {
      forgetNewChild(userId)
      draft.discard()
      onSaved()
    }
  }

  return (
    <div className="page page--narrow">
      <div className="page-header">
        <h1>Add a child</h1>
      </div>
      <form
        className="card"
        onSubmit={(e) => {
          e.preventDefault()
          void save()
        }}
      >
        <TextField
          label="Name"
          autoComplete="off"
          autoFocus
          value={value.name}
          onChange={(e) => {
            const name = e.target.value
            draft.update((d) => {
              d.name = name
            })
          }}
          hint="What you call your child. Only you see it."
        />
        <div className="row row--end">
          <Button
            variant="secondary"
            onClick={() => {
              draft.discard()
              forgetNewChild(userId)
              void navigate({ to: '/children' })
            }}
          >
            Cancel
          </Button>
          <Button type="submit" disabled={!canSave} loading={saving}>
            Save child
          </Button>
        </div>
      </form>
    </div>
  )
}

function DeviceRow({ device, onDelete }: { device: UserDevice; onDelete: () => void }) {
  const name = deviceDisplayName(device)
  const tone = toneBadge[statusTone[device.status.case]] ?? 'neutral'
  return (
    <li className="device-row">
      <ModelPicture family={device.modelFamily} decorative size={56} />
      <div className="device-row__text">
        <Link to="/devices/$deviceId" params={{ deviceId: idKey(device.deviceId) }} className="device-row__name">
          {name}
        </Link>
        {name !== device.modelTitle && <span className="muted device-row__model">{device.modelTitle}</span>}
      </div>
      <Badge tone={tone}>{statusWords(device.status, new Date())}</Badge>
      <Button variant="ghost" size="sm" aria-label={`Delete device ${name}`} onClick={onDelete}>
        Delete
      </Button>
    </li>
  )
}

function ChildSettings({ userId }: { userId: string }) {
  const navigate = useNavigate()
  const [waiting, setWaiting] = useState(false)
  // The children list's "Add a device" links here with `?add-device=1`.
  const search = useSearch({ strict: false }) as { 'add-device'?: 1 }
  const openAddDevice = search['add-device'] === 1
  const [addingDevice, setAddingDevice] = useState(openAddDevice)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [confirmDeleteChild, setConfirmDeleteChild] = useState(false)
  const [deviceToDelete, setDeviceToDelete] = useState<UserDevice | null>(null)
  const [saving, setSaving] = useState(false)
  // Emptied time fields: the draft still holds their old times, so saving waits for them.
  const [blankTimes, reportBlankTime] = useBlankTimes()
  // Cards of keychains added in this visit (the child's own list does not name them yet).
  const [addedCards, setAddedCards] = useState<KeychainSummary[]>([])

  const query = useQuery(queries.user(userId, { polling: waiting }))
  const user = query.data as User | undefined
  const selectable = useQuery(user ? queries.selectableKeychains() : null)
  const original = useMemo(() => (user ? draftFromUser(user) : undefined), [user])
  const draft = useDraft<ChildDraft>(`child/${idKey(userId)}`, original)
  const edit = useEdit(draft.update)

  const keychainInfo = useCallback(
    (id: string): KeychainInfo | undefined =>
      user?.keychains.find((k) => sameId(k.id, id)) ??
      addedCards.find((k) => sameId(k.id, id)) ??
      selectable.data?.own.find((k) => sameId(k.id, id)) ??
      selectable.data?.public.find((k) => sameId(k.id, id)),
    [user, addedCards, selectable.data],
  )

  // Opened for adding a device: bring the panel into view once the child has loaded.
  const loaded = user !== undefined
  useEffect(() => {
    if (openAddDevice && loaded) document.querySelector('.onboarding')?.scrollIntoView({ block: 'start' })
  }, [openAddDevice, loaded])

  if (query.status === 'loading' || (!user && query.isFetching)) {
    return (
      <div className="page">
        <LoadingBlock label="Loading child…" />
      </div>
    )
  }
  if (!user || !original) {
    const error = query.error
    return (
      <div className="page">
        <div className="page-header">
          <h1>{error ? errorTitle(error) : 'Not found'}</h1>
        </div>
        <Alert tone="error">{error ? errorMessage(error) : 'Child not found.'}</Alert>
        <Link to="/children" className="btn btn--secondary">
          Back to all children
        </Link>
      </div>
    )
  }

  const value = draft.value ?? original
  const errors = childDraftErrors(value, original)
  const canSave = canSaveChild(value, original, saving) && errors.length === 0 && blankTimes === 0
  const changed = childDraftChanged(value, original)
  const hasDevices = user.devices.length > 0

  const save = async () => {
    if (!canSave) return
    setSaving(true)
    const input = saveUserInput(value)
    const cards: KeychainCard[] = input.keychains.flatMap((k) => {
      if (user.keychains.some((uk) => sameId(uk.id, k.id))) return []
      const info = keychainInfo(k.id)
      if (!info || !('parentId' in info)) return []
      const s = info as KeychainSummary
      return [
        {
          id: s.id,
          parentId: s.parentId,
          name: s.name,
          isPublic: s.isPublic,
          numKeys: s.numKeys,
          ...(s.description ? { description: s.description } : {}),
        },
      ]
    })
    const result = await runMutation('SaveUser', input, {
      event: childSavedEvent(input, { addedKeychains: cards }),
      invalidate: ['users'],
      toast: saveToast,
    })
    setSaving(false)
    if (result.ok) draft.commit(savedChildDraft(value))
  }

  const deleteChild = () => {
    setConfirmDeleteChild(false)
    draft.discard()
    void runMutation(
      'DeleteEntity',
      { id: user.id, type: 'user' },
      { event: { type: 'childDeleted', childId: user.id }, invalidate: ['users', 'computers'], toast: deleteChildToast },
    )
    void navigate({ to: '/children' })
  }

  const deleteDevice = (device: UserDevice) => {
    setDeviceToDelete(null)
    void runMutation(
      'DeleteEntity',
      { id: device.id, type: 'userDevice' },
      {
        event: { type: 'deviceDeleted', childId: user.id, userDeviceId: device.id },
        invalidate: ['users', 'computers'],
        toast: deleteDeviceToast,
      },
    )
  }

  return (
    <div className="page child-settings">
      <div className="page-header">
        <div>
          <p className="breadcrumb">
            <Link to="/children">Children</Link>
          </p>
          <h1>{user.name.trim() || 'Unnamed child'}</h1>
        </div>
        <div className="row">
          {hasDevices && (
            <Link to="/children/$userId/activity" params={{ userId: idKey(user.id) }} className="btn btn--secondary">
              Screenshots
            </Link>
          )}
          <Button variant="danger" onClick={() => setConfirmDeleteChild(true)}>
            Delete child
          </Button>
        </div>
      </div>

      <BlankTimeProvider value={reportBlankTime}>
        <div className="stack">
          <div className="card settings-section">
            <TextField
              label="Name"
              autoComplete="off"
              value={value.name}
              error={value.name.trim() === '' ? 'Enter a name' : undefined}
              onChange={(e) => {
                const name = e.target.value
                edit((d) => ({ ...d, name }))
              }}
            />
          </div>

          {hasDevices ? (
            <section className="card settings-section" aria-labelledby="devices-heading">
              <div className="section-head">
                <h2 id="devices-heading">Devices</h2>
                <Button variant="secondary" size="sm" aria-expanded={addingDevice} onClick={() => setAddingDevice(!addingDevice)}>
                  Add a device
                </Button>
              </div>
              <ul className="device-list" aria-label={`${user.name}’s devices`}>
                {user.devices.map((device) => (
                  <DeviceRow key={device.id} device={device} onDelete={() => setDeviceToDelete(device)} />
                ))}
              </ul>
            </section>
          ) : null}
          {/* Stays mounted while a code is out, so that it sees the device arrive. */}
          {(!hasDevices || addingDevice || waiting) && (
            <Onboarding
              childId={user.id}
              childName={user.name}
              deviceCount={user.devices.length}
              onWaitingChange={setWaiting}
              onConnected={() => setAddingDevice(false)}
              title={hasDevices ? 'Add a device' : undefined}
            />
          )}

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

          <div className="save-bar" role="region" aria-label="Save changes">
            <div className="save-bar__status">
              {errors.length > 0 ? (
                <span className="field__error">{errors[0]}</span>
              ) : blankTimes > 0 ? (
                <span className="field__error">{blankTimeMessage}</span>
              ) : changed ? (
                <span>You have unsaved changes.</span>
              ) : (
                <span className="muted">All changes saved.</span>
              )}
            </div>
            <div className="row">
              {changed && (
                <Button variant="ghost" onClick={() => draft.discard()}>
                  Discard changes
                </Button>
              )}
              <Button disabled={!canSave} loading={saving} onClick={() => void save()}>
                Save child
              </Button>
            </div>
          </div>
        </div>
      </BlankTimeProvider>

      <AddKeychainDrawer
        open={drawerOpen}
        childName={user.name}
        assignedIds={value.keychains.map((k) => k.id)}
        onClose={() => setDrawerOpen(false)}
        onAdd={(keychain, schedule) => {
          setAddedCards((cards) => [...cards.filter((c) => !sameId(c.id, keychain.id)), keychain])
          edit((d) => addDraftKeychain(d, keychain.id, schedule))
          setDrawerOpen(false)
        }}
      />

      <Dialog
        open={confirmDeleteChild}
        alert
        title="Delete child?"
        onClose={() => setConfirmDeleteChild(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirmDeleteChild(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={deleteChild}>
              Delete child
            </Button>
          </>
        }
      >
        <p>
          Are you sure you want to delete {user.name}? Their devices, screenshots and activity are deleted too. There is no
          undo.
        </p>
      </Dialog>

      <Dialog
        open={deviceToDelete !== null}
        alert
        title="Delete device?"
        onClose={() => setDeviceToDelete(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDeviceToDelete(null)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => deviceToDelete && deleteDevice(deviceToDelete)}>
              Delete device
            </Button>
          </>
        }
      >
        {deviceToDelete && (
          <p>
            Are you sure you want to remove {deviceDisplayName(deviceToDelete)} from {user.name}? Its screenshots and
            activity are deleted too. There is no undo.
          </p>
        )}
      </Dialog>
    </div>
  )
}
