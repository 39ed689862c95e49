/**
 * Gatehouse's icon set: small line drawings on a 24×24 grid, stroked in the current text colour.
 * Icons are decorative by default (hidden from assistive technology); pass `label` when an icon
 * carries meaning on its own. Each icon has a file of its own, so a page's code brings only the
 * icons it shows.
 */
import type { ReactNode } from 'react'

export interface IconProps {
  /** Accessible name; without it the icon is hidden from screen readers. */
  label?: string
  /** Rendered size in CSS units (default 1.25em). */
  size?: number | string
  className?: string
}

// Making an icon has no side effects, so a bundle keeps only the icons its code uses.
/* @__NO_SIDE_EFFECTS__ */
export function svgIcon(name: string, drawing: ReactNode) {
  function Icon({ label, size = '1.25em', className }: IconProps) {
    return (
      <svg
        className={['icon', className].filter(Boolean).join(' ')}
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      >
        {drawing}
      </svg>
    )
  }
  Icon.displayName = `${name}Icon`
  return Icon
}
