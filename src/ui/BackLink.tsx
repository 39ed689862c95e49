/** The way back to a detail page's list, above its heading: "‹ Devices". */
import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ChevronLeftIcon } from './icons/ChevronLeftIcon'

export function BackLink({ to, children }: { to: LinkProps['to']; children: ReactNode }) {
  return (
    <p className="breadcrumb">
      <Link to={to} className="back-link">
        <ChevronLeftIcon />
        {children}
      </Link>
    </p>
  )
}
