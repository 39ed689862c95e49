import type { ReactNode } from 'react'

export function EmptyState({ title, children, action }: { title: ReactNode; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty">
      <h2>{title}</h2>
      {children}
      {action && (
        <div className="row" style={{ justifyContent: 'center', marginTop: '1rem' }}>
          {action}
        </div>
      )}
    </div>
  )
}
