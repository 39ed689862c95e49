/**
 * The side panel that adds a notification method: choose e-mail, text or Slack, enter the
 * details, 'Send verification code', then enter the 6-digit code and 'Verify code'. Resend sends
 * a new code; Cancel closes and forgets it all.
 */
import { useEffect, useId, useRef } from 'react'
import { codeInputValue, codeLength, methodAddress, methodKindLabel, methodKinds, displayPhone } from '@domain/notifications/methods'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Drawer } from '../../ui/Drawer'
import { TextField } from '../../ui/TextField'
import type { AddMethodPanel } from './add-method-draft'
import { KindIcon } from './parts'
import './settings-panel.css'

type Panel = AddMethodPanel

export function AddMethodDrawer({ panel }: { panel: Panel }) {
  const formId = useId()
  const { value, busy } = panel
  const onCode = value.step === 'code'
  const canVerify = onCode && value.methodId !== null
  const primary = onCode
    ? { label: busy === 'verifying' ? 'Verifying...' : 'Verify code', busy: busy === 'verifying', disabled: !canVerify }
    : { label: busy === 'sending' ? 'Sending...' : 'Send verification code', busy: busy === 'sending', disabled: false }
  return (
    <Drawer
      open={value.open}
      title="Add a notification method"
      onClose={panel.close}
      className="add-method"
      footer={
        <div className="row row--end add-method__footer">
          <Button variant="secondary" onClick={panel.close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={primary.busy} aria-disabled={primary.busy || undefined} disabled={primary.disabled}>
            {primary.label}
          </Button>
        </div>
      }
    >
      {onCode ? <CodeStep panel={panel} formId={formId} /> : <DetailsStep panel={panel} formId={formId} />}
    </Drawer>
  )
}

function Message({ panel }: { panel: Panel }) {
  return (
    <>
      {panel.message && <Alert tone="error">{panel.message}</Alert>}
      {panel.notice && <Alert tone="success">{panel.notice}</Alert>}
    </>
  )
}

function DetailsStep({ panel, formId }: { panel: Panel; formId: string }) {
  const { value, fieldErrors } = panel
  const groupId = useId()
  const form = useRef<HTMLFormElement>(null)
  const phonePreview = value.kind === 'text' && panel.normalizePhone ? panel.normalizePhone(value.phone) : null
  return (
    <form
      id={formId}
      ref={form}
      className="stack add-method__form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void panel.send().then((outcome) => {
          if (outcome === 'invalid') form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
        })
      }}
    >
      <Message panel={panel} />
      <fieldset className="kind-group">
        <legend className="field__label">Type</legend>
        <div className="kind-options">
          {methodKinds.map((kind) => (
            <label key={kind} className="kind-option">
              <input
                type="radio"
                name={`${groupId}-kind`}
                value={kind}
                checked={value.kind === kind}
                {...(value.kind === kind ? { 'data-autofocus': '' } : {})}
                onChange={() => panel.change((d) => void (d.kind = kind))}
              />
              <KindIcon kind={kind} className="kind-option__icon" />
              <span>{methodKindLabel[kind]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {value.kind === 'email' && (
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="email"
          spellCheck={false}
          value={value.email}
          error={fieldErrors.email}
          onChange={(e) => panel.change((d) => void (d.email = e.target.value))}
        />
      )}
      {value.kind === 'text' && (
        <TextField
          label="Mobile phone number"
          type="tel"
          autoComplete="tel"
          value={value.phone}
          error={fieldErrors.phone}
          hint={
            phonePreview
              ? `We’ll text ${displayPhone(phonePreview)}.`
              : 'US numbers need no +1; for other countries start with + and the country code.'
          }
          onChange={(e) => panel.change((d) => void (d.phone = e.target.value))}
        />
      )}
      {value.kind === 'slack' && (
        <>
          <TextField
            label="Bot token"
            autoComplete="off"
            spellCheck={false}
            value={value.slackToken}
            error={fieldErrors.token}
            hint={
              __DEMO__
                ? 'Starts with xoxb-. In the demo, a token containing “fail” shows what happens when Slack refuses.'
                : 'Starts with xoxb-: your Slack app’s bot token, under OAuth & Permissions.'
            }
            onChange={(e) => panel.change((d) => void (d.slackToken = e.target.value))}
          />
          <TextField
            label="Channel name"
            autoComplete="off"
            spellCheck={false}
            placeholder="#family"
            value={value.channelName}
            error={fieldErrors.channelName}
            onChange={(e) => panel.change((d) => void (d.channelName = e.target.value))}
          />
          <TextField
            label="Channel ID"
            autoComplete="off"
            spellCheck={false}
            placeholder="C0123ABCD"
            value={value.channelId}
            error={fieldErrors.channelId}
            hint="In Slack, open the channel’s details: the ID is at the bottom."
            onChange={(e) => panel.change((d) => void (d.channelId = e.target.value))}
          />
        </>
      )}
      <p className="muted add-method__note">We’ll send a 6-digit code there to make sure it reaches you.</p>
    </form>
  )
}

function CodeStep({ panel, formId }: { panel: Panel; formId: string }) {
  const { value, busy } = panel
  const fieldId = useId()
  const usable = value.methodId !== null
  useEffect(() => {
    if (usable) document.getElementById(fieldId)?.focus()
  }, [usable, value.methodId, fieldId])
  const to = value.config ? methodAddress(value.config) : 'you'
  return (
    <form
      id={formId}
      className="stack add-method__form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void panel.verify()
      }}
    >
      <p>
        We sent a 6-digit code to <strong>{to}</strong>. Enter it below: it works once, within 60 minutes.
      </p>
      <Message panel={panel} />
      <TextField
        id={fieldId}
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={codeLength}
        className="add-method__code"
        value={value.code}
        disabled={!usable}
        hint={usable ? undefined : 'Send a new code to try again.'}
        onChange={(e) => panel.change((d) => void (d.code = codeInputValue(e.target.value)))}
      />
      <div className="row add-method__more">
        <Button
          variant="secondary"
          size="sm"
          loading={busy === 'sending'}
          aria-disabled={busy === 'sending' || undefined}
          onClick={() => void panel.resend()}
        >
          {busy === 'sending' ? 'Sending...' : usable ? 'Resend' : 'Send a new code'}
        </Button>
        <Button variant="ghost" size="sm" onClick={panel.backToDetails}>
          Change details
        </Button>
      </div>
    </form>
  )
}
