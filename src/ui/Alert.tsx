import type { ReactNode } from 'react'

export type AlertTone = 'info' | 'success' | 'warning' | 'error'

/** Errors and warnings are announced assertively, the rest politely. */
export function Alert({ tone = 'info', title, children }: { tone?: AlertTone; title?: ReactNode; children?: ReactNode }) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}>
      <div className="alert__body">
        {title && <strong style={{ display: 'block', marginBottom: children ? '0.25rem' : 0 }}>{title}</strong>}
        {children}
      </div>
    </div>
  )
}
