/**
 * The demo's own controls, in demo builds only: a small "Demo" button that opens a panel with
 * the outbox (what the server would have e-mailed, texted or posted), a reset of the demo data,
 * and fault injection to show how the dashboard copes with a slow or failing server.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import type { DemoControl, FaultSettings, OutboxMessage } from '@domain/demo'
import { noFaults } from '@domain/demo'
import { clearSession } from '../session'
import { Alert } from '../ui/Alert'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import {
  ChannelIcon,
  CheckIcon,
  CloseIcon,
  CopyIcon,
  FlaskIcon,
  MailIcon,
  TextMessageIcon,
} from '../ui/icons'
import { demoControlReady, getDemoControl, useOutbox } from './control'
import { linkParts } from './links'
import '../styles/demo.css'

type Tab = 'outbox' | 'faults' | 'data'

export default function DemoPanel() {
  const [control, setControl] = useState<DemoControl | null>(getDemoControl)
  const [open, setOpen] = useState(false)
  const [tab, setTab] = useState<Tab>('outbox')
  const panelId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLElement>(null)

  useEffect(() => {
    if (control) return
    let live = true
    demoControlReady().then(
      (c) => live && setControl(c),
      () => {},
    )
    return () => {
      live = false
    }
  }, [control])

  // Esc inside the panel closes it and gives focus back to the Demo button.
  useEffect(() => {
    if (!open) return
    panel.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      const active = document.activeElement
      if (!panel.current?.contains(active) || active?.closest('dialog[open]')) return
      event.preventDefault()
      setOpen(false)
      toggle.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  if (!control) return null
  return (
    <div className="demo">
      {open && (
        <section
          ref={panel}
          id={panelId}
          className="demo__panel"
          aria-labelledby={`${panelId}-title`}
          tabIndex={-1}
        >
          <header className="demo__head">
            <h2 id={`${panelId}-title`} className="demo__title">
              <FlaskIcon /> Demo controls
            </h2>
            <button
              type="button"
              className="demo__icon-button"
              aria-label="Close demo controls"
              onClick={() => {
                setOpen(false)
                toggle.current?.focus()
              }}
            >
              <CloseIcon />
            </button>
          </header>
          <Tabs tab={tab} onChange={setTab} idBase={panelId} />
          <div
            className="demo__body"
            role="tabpanel"
            id={`${panelId}-${tab}-panel`}
            aria-labelledby={`${panelId}-${tab}-tab`}
          >
            {tab === 'outbox' && <Outbox control={control} />}
            {tab === 'faults' && <Faults control={control} />}
            {tab === 'data' && <DemoData control={control} />}
          </div>
        </section>
      )}
      <button
        ref={toggle}
        type="button"
        className="demo__toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        <FlaskIcon />
        <span>Demo</span>
        <OutboxCount />
      </button>
    </div>
  )
}

function OutboxCount() {
  const count = useOutbox().length
  if (count === 0) return null
  return (
    <span className="demo__count">
      {count}
      <span className="visually-hidden"> {count === 1 ? 'message' : 'messages'} in the outbox</span>
    </span>
  )
}

const tabNames: Record<Tab, string> = { outbox: 'Outbox', faults: 'Faults', data: 'Demo data' }

/** Tabs with arrow-key movement between them (WAI-ARIA tabs pattern). */
function Tabs({ tab, onChange, idBase }: { tab: Tab; onChange: (t: Tab) => void; idBase: string }) {
  const order: Tab[] = ['outbox', 'faults', 'data']
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({})
  const move = (delta: number) => {
    const next = order[(order.indexOf(tab) + delta + order.length) % order.length] ?? 'outbox'
    onChange(next)
    refs.current[next]?.focus()
  }
  return (
    <div className="demo__tabs" role="tablist" aria-label="Demo controls">
      {order.map((t) => (
        <button
          key={t}
          ref={(el) => {
            refs.current[t] = el
          }}
          type="button"
          role="tab"
          id={`${idBase}-${t}-tab`}
          aria-selected={tab === t}
          aria-controls={`${idBase}-${t}-panel`}
          tabIndex={tab === t ? 0 : -1}
          className="demo__tab"
          onClick={() => onChange(t)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') {
              e.preventDefault()
              move(1)
            } else if (e.key === 'ArrowLeft') {
              e.preventDefault()
              move(-1)
            }
          }}
        >
          {tabNames[t]}
        </button>
      ))}
    </div>
  )
}

// ── outbox ────────────────────────────────────────────────────────────────────────────────────

const channelNames = { email: 'E-mail', text: 'Text message', slack: 'Slack' } as const
const channelIcons = { email: MailIcon, text: TextMessageIcon, slack: ChannelIcon } as const

function Outbox({ control }: { control: DemoControl }) {
  const messages = useOutbox()
  return (
    <div className="stack demo__outbox">
      <div className="row demo__outbox-head">
        <p className="demo__note">
          Messages the server would have sent, newest first. Links open in this dashboard.
        </p>
        {messages.length > 0 && (
          <Button size="sm" variant="secondary" onClick={() => control.clearOutbox()}>
            Clear
          </Button>
        )}
      </div>
      {messages.length === 0 ? (
        <p className="demo__empty">
          Nothing sent yet. Sign-up e-mails, magic links, password resets and verification codes show up here.
        </p>
      ) : (
        <ol className="demo__messages" aria-label="Outbox">
          {messages.map((m) => (
            <li key={m.id}>
              <Message message={m} />
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', month: 'short', day: 'numeric' })

function Message({ message }: { message: OutboxMessage }) {
  const Icon = channelIcons[message.channel]
  const sent = new Date(message.sentAt)
  const bodyLinks = new Set(linkParts(message.body).filter((p) => p.href).map((p) => p.href))
  const extraLinks = message.links.filter((l) => !bodyLinks.has(l))
  return (
    <article className="demo-message" aria-label={`${channelNames[message.channel]} to ${message.to}: ${message.subject}`}>
      <div className="demo-message__meta">
        <span className="demo-message__channel">
          <Icon /> {channelNames[message.channel]}
        </span>
        <span className="demo-message__to">to {message.to}</span>
        {!Number.isNaN(sent.getTime()) && (
          <time dateTime={message.sentAt} className="demo-message__time">
            {timeFormat.format(sent)}
          </time>
        )}
      </div>
      {message.subject && <h3 className="demo-message__subject">{message.subject}</h3>}
      {message.code && <CopyCode code={message.code} />}
      <p className="demo-message__body">
        {linkParts(message.body).map((part, i) =>
          part.href ? (
            <a key={i} href={part.href}>
              {part.text}
            </a>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </p>
      {extraLinks.length > 0 && (
        <ul className="demo-message__links">
          {extraLinks.map((l) => (
            <li key={l}>
              <a href={l}>{l}</a>
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}

function CopyCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = window.setTimeout(() => setCopied(false), 2000)
    return () => window.clearTimeout(timer)
  }, [copied])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code)
      setCopied(true)
    } catch {
      // Clipboard refused (permissions): the code stays selectable on screen.
      setCopied(false)
    }
  }
  return (
    <div className="demo-code">
      <span className="demo-code__label">Code</span>
      <code className="demo-code__value">{code}</code>
      <button type="button" className="demo__icon-button" onClick={() => void copy()} aria-label={`Copy code ${code}`}>
        {copied ? <CheckIcon /> : <CopyIcon />}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? 'Copied' : ''}
      </span>
    </div>
  )
}

// ── faults ────────────────────────────────────────────────────────────────────────────────────

const latencyChoices = [0, 300, 1000, 3000, 8000] as const

function Faults({ control }: { control: DemoControl }) {
  const [faults, setLocal] = useState<FaultSettings>(() => control.faults())
  const set = (change: Partial<FaultSettings>) => {
    control.setFaults(change)
    setLocal(control.faults())
  }
  const any =
    faults.latencyMs > 0 || faults.errorRate > 0 || faults.dropRate > 0 || faults.malformedRate > 0
  return (
    <div className="stack demo__faults">
      <p className="demo__note">
        Make the demo server slow or unreliable to see how the dashboard copes. Applies to every request until
        cleared or the page reloads.
      </p>
      <div className="field">
        <label className="field__label" htmlFor="demo-latency">
          Extra latency
        </label>
        <select
          id="demo-latency"
          className="field__input"
          value={String(faults.latencyMs)}
          onChange={(e) => set({ latencyMs: Number(e.target.value) })}
        >
          {!latencyChoices.includes(faults.latencyMs as (typeof latencyChoices)[number]) && (
            <option value={String(faults.latencyMs)}>{faults.latencyMs} ms</option>
          )}
          {latencyChoices.map((ms) => (
            <option key={ms} value={String(ms)}>
              {ms === 0 ? 'None' : ms < 1000 ? `${ms} ms` : `${ms / 1000} s`}
            </option>
          ))}
        </select>
      </div>
      <RateSlider
        id="demo-error-rate"
        label="Server errors"
        hint="Requests answered with a 500 error."
        value={faults.errorRate}
        onChange={(errorRate) => set({ errorRate })}
      />
      <RateSlider
        id="demo-drop-rate"
        label="Dropped connections"
        hint="Requests that never arrive, like a lost network."
        value={faults.dropRate}
        onChange={(dropRate) => set({ dropRate })}
      />
      <RateSlider
        id="demo-malformed-rate"
        label="Malformed responses"
        hint="Answers that are not what the dashboard expects."
        value={faults.malformedRate}
        onChange={(malformedRate) => set({ malformedRate })}
      />
      <div className="row">
        <Button size="sm" variant="secondary" disabled={!any} onClick={() => set(noFaults)}>
          Clear faults
        </Button>
      </div>
    </div>
  )
}

function RateSlider({
  id,
  label,
  hint,
  value,
  onChange,
}: {
  id: string
  label: string
  hint: ReactNode
  value: number
  onChange: (value: number) => void
}) {
  const percent = Math.round(value * 100)
  return (
    <div className="field demo-rate">
      <div className="demo-rate__label">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <output htmlFor={id} className="demo-rate__value">
          {percent}%
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={5}
        value={percent}
        aria-describedby={`${id}-hint`}
        aria-valuetext={`${percent}%`}
        onChange={(e) => onChange(Number(e.target.value) / 100)}
      />
      <div className="field__hint" id={`${id}-hint`}>
        {hint}
      </div>
    </div>
  )
}

// ── demo data ─────────────────────────────────────────────────────────────────────────────────

/** Keys the demo server keeps its own state under; everything else is the app's. */
const demoServerKeyPrefix = 'gatehouse-demo'
/** Kept so the demo does not sign straight back in (spec §4 "Session"). */
const keptKeys = new Set(['dev_logged_out'])

function DemoData({ control }: { control: DemoControl }) {
  const [confirming, setConfirming] = useState(false)
  const [resetting, setResetting] = useState(false)
  const [resetFailed, setResetFailed] = useState(false)
  const reset = async () => {
    setResetting(true)
    setResetFailed(false)
    try {
      await control.reset()
    } catch {
      // Nothing was reset: say so and let the parent try again or cancel.
      setResetting(false)
      setResetFailed(true)
      return
    }
    clearSession()
    for (const storage of [window.localStorage, window.sessionStorage]) {
      for (const key of Object.keys(storage)) if (!key.startsWith(demoServerKeyPrefix) && !keptKeys.has(key)) storage.removeItem(key)
    }
    window.location.assign('/login')
  }
  return (
    <div className="stack">
      <div>
        <h3 className="demo__subtitle">Sign in as the demo parent</h3>
        <dl className="demo-credentials">
          <dt>E-mail</dt>
          <dd>
            <code>{control.credentials.email}</code>
          </dd>
          <dt>Password</dt>
          <dd>
            <code>{control.credentials.password}</code>
          </dd>
        </dl>
      </div>
      <div>
        <h3 className="demo__subtitle">Start over</h3>
        <p className="demo__note">
          Restores the demo family, empties the outbox and signs you out. Everything you changed is lost.
        </p>
        <Button
          size="sm"
          variant="danger"
          onClick={() => {
            setResetFailed(false)
            setConfirming(true)
          }}
        >
          Reset demo data
        </Button>
      </div>
      <Dialog
        open={confirming}
        alert
        title="Reset demo data?"
        onClose={() => !resetting && setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" disabled={resetting} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="danger" loading={resetting} onClick={() => void reset()}>
              Reset demo data
            </Button>
          </>
        }
      >
        <p>The demo family comes back as it was at the start, the outbox is emptied, and you are signed out.</p>
        {resetFailed && <Alert tone="error">The demo data could not be reset. Please try again.</Alert>}
      </Dialog>
    </div>
  )
}
