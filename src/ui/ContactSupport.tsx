/**
 * The "Contact support" link of every failed full-page state: the provider's contact page, in a
 * new tab. Its own small module, so signed-out pages show it without the signed-in error views.
 */
import type { ReactNode } from 'react'
import { ExternalIcon } from './icons/ExternalIcon'
import { newTabProps, supportUrl } from './support'

export function ContactSupportLink({ className, children = 'Contact support' }: { className?: string; children?: ReactNode }) {
  return (
    <a href={supportUrl} {...newTabProps} className={className}>
      {children}
      <ExternalIcon size="0.95em" />
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}
