/**
 * The demo's own controls, in demo builds only: a small "Demo" button that opens a panel with
 * the outbox (what the server would have e-mailed, texted or posted), the simulated family's
 * controls (triggers, time, subscription), a reset of the demo data, and fault injection to show how the dashboard copes with a slow or failing server. The button
 * sits in the frame's dock (see dock.tsx) when there is one, and the panel opens next to it.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { CloseIcon } from '../ui/icons/CloseIcon'
import { FlaskIcon } from '../ui/icons/FlaskIcon'
import { useDemoControl, useOutbox } from './control'
import { DemoDataTab } from './DemoDataTab'
import { FamilyTab } from './FamilyTab'
import { useDemoLiveRefresh } from './live-refresh'
import { useDemoDock } from './dock'
import { DemoTabs, type Tab } from './DemoTabs'
import { FaultsTab } from './FaultsTab'
import { OutboxTab } from './OutboxTab'
import '../styles/demo.css'
import '../styles/demo-dock.css'

export default function DemoPanel() {
  const control = useDemoControl()
  const [open, setOpen] = useState(false)
  const [tab, setTab] = useState<Tab>('outbox')
  const panelId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLElement>(null)
  const dock = useDemoDock()
  useDemoLiveRefresh(control)

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
  const button = (
    <button
      ref={toggle}
      type="button"
      className="demo__toggle"
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={() => setOpen(!open)}
    >
      <FlaskIcon />
      <span className="demo__label">Demo</span>
      <OutboxCount />
    </button>
  )
  return (
    <div className={dock ? `demo demo--at-${dock.place}` : 'demo demo--floating'}>
      {open && (
        <section ref={panel} id={panelId} className="demo__panel" aria-labelledby={`${panelId}-title`} tabIndex={-1}>
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
          <DemoTabs tab={tab} onChange={setTab} idBase={panelId} />
          <div className="demo__body" role="tabpanel" id={`${panelId}-${tab}-panel`} aria-labelledby={`${panelId}-${tab}-tab`}>
            {tab === 'outbox' && <OutboxTab control={control} />}
            {tab === 'family' && <FamilyTab control={control} />}
            {tab === 'faults' && <FaultsTab control={control} />}
            {tab === 'data' && <DemoDataTab control={control} />}
          </div>
        </section>
      )}
      {dock ? createPortal(button, dock.element) : button}
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
