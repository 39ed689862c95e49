/**
 * An existing child's settings, drawn from plain props: name and devices, monitoring options,
 * downtime, blocked apps and keychains, edited as one draft, with the save bar ('Save child' once
 * it differs from what is saved and has no problem) and 'Delete child' after a confirmation. The
 * connection panel, "Test an address" and the add-keychain drawer read and write on their own and
 * are drawn where the page hands them. Also loading, and the failure with Try again (when a load
 * failed), Back to all children and Contact support.
 */
import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import type { ChildDraft } from '@domain/children/settings'
import type { WordingClock } from '@domain/devices/status'
import { errorTitle, type ClientError } from '@domain/api/errors'
import { idKey } from '@domain/api/ids'
import { childDisplayName } from '@domain/names/display-names'
import type { KeychainSummary, RuleSchedule, User, UserDevice } from '@domain/api/wire'
import { buttonClass } from '../../../ui/Button'
import { FullPageError } from '../../../ui/QueryState'
import { BlankTimeProvider, type ReportBlankTime } from '../../../ui/ScheduleEditor'
import { LoadingBlock } from '../../../ui/Spinner'
import type { AddKeychainDrawerProps } from './AddKeychainDrawer'
import { BlockedAppsSection } from './BlockedAppsSection'
import { DeleteChildButton } from './DeleteChild'
import { DowntimeSection } from './DowntimeSection'
import type { Edit } from './draft-edit'
import { type KeychainInfo, KeychainsSection } from './KeychainsSection'
import { MonitoringSection } from './MonitoringSection'
import { type ConnectionPanelProps, DevicesSection, NameSection } from './NameAndDevices'
import { SaveBar } from './SaveBar'

/** The child and the draft of its settings, once loaded. */
export interface ChildEditing {
  readonly user: User
  /** What the form shows: the parent's draft, or what is saved. */
  readonly value: ChildDraft
  /** The draft's problems, first shown. */
  readonly errors: readonly string[]
  /** Time fields left without a readable time. */
  readonly blankTimes: number
  readonly changed: boolean
  readonly canSave: boolean
  readonly saving: boolean
  readonly keychainInfo: (id: string) => KeychainInfo | undefined
}

export type ChildLoad =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly error: ClientError; readonly onRetry: (() => unknown) | undefined }
  | ({ readonly state: 'ready' } & ChildEditing)

export interface ChildSettingsViewProps {
  readonly child: ChildLoad
  /** A connection code is out. */
  readonly waiting: boolean
  /** Opened to add a device. */
  readonly openAddDevice: boolean
  /** Words the devices' status (until when). */
  readonly clock: WordingClock
  /** A pure change of the draft. */
  readonly edit: Edit
  readonly reportBlankTime: ReportBlankTime
  /** A fresh id for a blocked app. */
  readonly newId: () => string
  readonly onSave: () => void
  readonly onDiscard: () => void
  /** Once confirmed. */
  readonly onDeleteChild: (user: User) => void
  /** Once confirmed. */
  readonly onDeleteDevice: (user: User, device: UserDevice) => void
  /** A keychain picked in the drawer, with its schedule. */
  readonly onAddKeychain: (keychain: KeychainSummary, schedule: RuleSchedule | undefined) => void
  readonly connectionPanel: (props: ConnectionPanelProps) => ReactNode
  /** "Test an address" over the child's keychains. */
  readonly addressTest: (child: User) => ReactNode
  readonly addKeychainDrawer: (props: AddKeychainDrawerProps) => ReactNode
}

export function ChildSettingsView({ child, ...rest }: ChildSettingsViewProps) {
  if (child.state === 'loading') {
    return (
      <div className="page">
        <LoadingBlock label="Loading child…" />
      </div>
    )
  }
  if (child.state === 'failed') {
    return (
      <div className="page">
        <FullPageError
          error={child.error}
          title={errorTitle(child.error)}
          onRetry={child.onRetry}
          actions={
            <Link to="/children" className={buttonClass('secondary')}>
              Back to all children
            </Link>
          }
        />
      </div>
    )
  }
  return <ChildForm {...child} {...rest} />
}

type FormProps = ChildEditing & Omit<ChildSettingsViewProps, 'child'>

function ChildForm({ user, value, errors, blankTimes, changed, canSave, saving, keychainInfo, ...page }: FormProps) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const { edit } = page
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
            <Link to="/children/$userId/activity" params={{ userId: idKey(user.id) }} className={buttonClass('secondary')}>
              Screenshots
            </Link>
          )}
          <DeleteChildButton user={user} onDelete={() => page.onDeleteChild(user)} />
        </div>
      </div>

      <BlankTimeProvider value={page.reportBlankTime}>
        <div className="stack">
          <NameSection draft={value} edit={edit} />
          <DevicesSection
            user={user}
            waiting={page.waiting}
            openAddDevice={page.openAddDevice}
            clock={page.clock}
            onDeleteDevice={page.onDeleteDevice}
            connectionPanel={page.connectionPanel}
          />
          <MonitoringSection draft={value} edit={edit} />
          <DowntimeSection draft={value} edit={edit} childName={user.name} />
          <BlockedAppsSection draft={value} edit={edit} childName={user.name} newId={page.newId} />
          <KeychainsSection
            draft={value}
            edit={edit}
            childName={user.name}
            keychainInfo={keychainInfo}
            onAddClick={() => setDrawerOpen(true)}
            addressTest={page.addressTest(user)}
          />
          <SaveBar
            errors={errors}
            blankTimes={blankTimes}
            changed={changed}
            canSave={canSave}
            saving={saving}
            onDiscard={page.onDiscard}
            onSave={page.onSave}
          />
        </div>
      </BlankTimeProvider>

      {page.addKeychainDrawer({
        open: drawerOpen,
        childName: user.name,
        assignedIds: value.keychains.map((k) => k.id),
        onClose: () => setDrawerOpen(false),
        onAdd: (keychain, schedule) => {
          page.onAddKeychain(keychain, schedule)
          setDrawerOpen(false)
        },
      })}
    </div>
  )
}
