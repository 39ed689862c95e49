/**
 * `/ios-devices/{deviceId}` (container): loads the device, keeps the parent's edits as drafts
 * (the settings, and the rule being edited, both kept across reloads; a refetch replaces only
 * a draft without changes), and runs the page's commands (each one's pending state is the
 * page's saving flag).
 */
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { ruleRow } from '@domain/ios/describe-rule'
import { type RuleForm, emptyRuleForm, formToRule, ruleFormProblem, ruleToForm, withCondition, withKind } from '@domain/ios/rule-form'
import { checkDomain, isGroupEnabled, settingsDiffer, toggleGroup } from '@domain/ios/web-policy'
import { idKey } from '@domain/api/ids'
import type { IOSDevice, WebPolicy } from '@domain/api/wire'
import { type QueryDef, useCommand, useDraft, useQuery } from '../../data'
import { buttonClass } from '../../ui/Button'
import { BackLink } from '../../ui/BackLink'
import { QueryView } from '../../ui/QueryView'
import { deleteBlockRule, saveBlockRule, updateIOSDevice } from './commands'
import { deviceTitle } from './IOSDevicesView'
import { IOSDeviceView } from './IOSDeviceView'
import { NotOffered } from './NotOffered'
import { iosDeviceData } from './queries'
import { useRouteData } from '../route-data'
import './ios-devices.css'

/** The rule editor as a draft: closed, or open on a new rule (`ruleId` null) or an existing one. */
interface EditorDraft {
  open: boolean
  ruleId: string | null
  form: RuleForm
}

/** The settings as the parent edits them. */
interface SettingsDraft {
  enabledBlockGroups: string[]
  webPolicy: WebPolicy
  webPolicyDomains: string[]
}
const closedEditor: EditorDraft = { open: false, ruleId: null, form: emptyRuleForm }

export default function IOSDeviceScreen() {
  const { params, queries } = useRouteData(iosDeviceData)
  return (
    <div className="page">
      <BackLink to="/ios-devices">iOS Devices</BackLink>
      {queries.device ? <DeviceLoader deviceId={params.deviceId} def={queries.device} /> : <NotOffered />}
    </div>
  )
}

function DeviceLoader({ deviceId, def }: { deviceId: string; def: QueryDef<'GetIOSDevice'> }) {
  const device = useQuery(def)
  return (
    <QueryView
      query={device}
      loadingLabel="Loading iOS device…"
      errorActions={
        <Link to="/ios-devices" className={buttonClass('secondary')}>
          All iOS devices
        </Link>
      }
    >
      {(d) => <DeviceContainer key={idKey(deviceId)} deviceId={deviceId} device={d} />}
    </QueryView>
  )
}

function DeviceContainer({ deviceId, device }: { deviceId: string; device: IOSDevice }) {
  const loaded = useMemo<SettingsDraft>(
    () => ({
      enabledBlockGroups: [...device.enabledBlockGroups],
      webPolicy: device.webPolicy,
      webPolicyDomains: [...device.webPolicyDomains],
    }),
    [device.enabledBlockGroups, device.webPolicy, device.webPolicyDomains],
  )
  const settings = useDraft<SettingsDraft>(`ios-device/${idKey(deviceId)}`, loaded)
  const editor = useDraft<EditorDraft>(`ios-rule/${idKey(deviceId)}`, closedEditor)
  const [newDomain, setNewDomain] = useState('')
  const saving = useCommand()
  const savingRule = useCommand()
  const deleting = useCommand()
  const [confirming, setConfirming] = useState<string | null>(null)

  const value = settings.value ?? loaded
  const edit = editor.value ?? closedEditor
  const check = checkDomain(newDomain, value.webPolicyDomains)
  const editForm = (next: (form: RuleForm) => RuleForm) =>
    editor.update((d) => {
      d.form = next(d.form)
    })

  const save = async () => {
    window.scrollTo({ top: 0 })
    const result = await saving.run(updateIOSDevice(deviceId, value))
    if (result.ok) settings.commit(value)
  }

  const saveRule = async () => {
    const ruleId = edit.ruleId ?? undefined
    const result = await savingRule.run(saveBlockRule(deviceId, formToRule(edit.form), { ruleId, placeholderId: crypto.randomUUID() }))
    if (result.ok) editor.discard()
  }

  const confirmDelete = async () => {
    if (confirming === null) return
    await deleting.run(deleteBlockRule(deviceId, confirming))
    setConfirming(null)
  }

  return (
    <IOSDeviceView
      title={deviceTitle(device)}
      osVersion={device.osVersion}
      groups={device.allBlockGroups.map((g) => ({ id: g.id, name: g.name, enabled: isGroupEnabled(value.enabledBlockGroups, g.id) }))}
      onToggleGroup={(id) =>
        settings.update((d) => {
          d.enabledBlockGroups = toggleGroup(d.enabledBlockGroups, id)
        })
      }
      policy={{
        policy: value.webPolicy,
        onPolicy: (policy) =>
          settings.update((d) => {
            d.webPolicy = policy
          }),
        domains: value.webPolicyDomains,
        onRemoveDomain: (domain) =>
          settings.update((d) => {
            d.webPolicyDomains = d.webPolicyDomains.filter((x) => x !== domain)
          }),
        newDomain,
        onNewDomain: setNewDomain,
        check,
        onAddDomain: () => {
          if (!check.ok) return
          settings.update((d) => {
            d.webPolicyDomains = [...d.webPolicyDomains, check.domain]
          })
          setNewDomain('')
        },
      }}
      unsaved={settingsDiffer(value, loaded)}
      saving={saving.pending}
      onSave={() => void save()}
      rules={device.customBlockRules.map((r) => ({ id: r.id, row: ruleRow(r.rule) }))}
      onAddRule={() => editor.update((d) => Object.assign(d, { open: true, ruleId: null, form: emptyRuleForm }))}
      onEditRule={(id) => {
        const rule = device.customBlockRules.find((r) => r.id === id)
        const form = rule && ruleToForm(rule.rule)
        if (form) editor.update((d) => Object.assign(d, { open: true, ruleId: id, form }))
      }}
      onDeleteRule={(id) => setConfirming(id)}
      editor={{
        open: edit.open,
        isNew: edit.ruleId === null,
        form: edit.form,
        problem: ruleFormProblem(edit.form),
        saving: savingRule.pending,
        onKind: (kind) => editForm((f) => withKind(f, kind)),
        onCondition: (condition) => editForm((f) => withCondition(f, condition)),
        onMain: (main) => editForm((f) => ({ ...f, main })),
        onSecondary: (secondary) => editForm((f) => ({ ...f, secondary })),
        onSave: () => void saveRule(),
        onCancel: () => editor.discard(),
      }}
      confirmingDelete={confirming !== null}
      deleting={deleting.pending}
      onConfirmDelete={() => void confirmDelete()}
      onCancelDelete={() => setConfirming(null)}
    />
  )
}
