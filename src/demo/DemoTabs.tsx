/** The demo panel's tab strip: Outbox, Family, Faults and Demo data, with arrow keys between them. */
import { useRef } from 'react'

export type Tab = 'outbox' | 'family' | 'faults' | 'data'

const tabNames: Record<Tab, string> = { outbox: 'Outbox', family: 'Family', faults: 'Faults', data: 'Demo data' }
const order: readonly Tab[] = ['outbox', 'family', 'faults', 'data']

/** Tabs with arrow-key movement between them (WAI-ARIA tabs pattern). */
export function DemoTabs({ tab, onChange, idBase }: { tab: Tab; onChange: (t: Tab) => void; idBase: string }) {
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
