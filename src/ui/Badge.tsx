import type { ReactNode } from 'react'
import type { ProtectionTone } from '@domain/devices/status'

export type BadgeTone = 'neutral' | 'ok' | 'warning' | 'error'

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={tone === 'neutral' ? 'badge' : `badge badge--${tone}`}>{children}</span>
}

/** The badge colour for a protection tone: a filter that is off is an error, offline is neutral. */
export const protectionBadgeTone: Readonly<Record<ProtectionTone, BadgeTone>> = {
  danger: 'error',
  warning: 'warning',
  info: 'neutral',
  ok: 'ok',
  muted: 'neutral',
}
