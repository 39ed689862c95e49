import type { ReactNode } from 'react'

export type BadgeTone = 'neutral' | 'ok' | 'warning' | 'error'

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={tone === 'neutral' ? 'badge' : `badge badge--${tone}`}>{children}</span>
}
