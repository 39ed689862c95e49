import type { ReactNode } from 'react'

export type AlertTone = 'info' | 'success' | 'warning' | 'error'

/** Errors and warnings are announced assertively, the rest politely. */
export function Alert({ tone = 'info', title, children }: { tone?: AlertTone; title?: ReactNode; children?: ReactNode }) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}>
      <div className="alert__body">
        {title && <strong className={children ? 'alert__title alert__title--spaced' : 'alert__title'}>{title}</strong>}
        {children}
      </div>
    </div>
  )
}
