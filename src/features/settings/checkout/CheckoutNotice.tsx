import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { buttonClass } from '../../../ui/Button'
import { ContactSupportLink } from '../../../ui/QueryState'
import './checkout.css'

/** A checkout return page with nothing to wait for: icon, title, explanation, and the way back. */
export function CheckoutNotice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="page">
      <div className="card checkout-card">
        {icon}
        <h1>{title}</h1>
        {children}
        <div className="row checkout-card__actions">
          <Link to="/settings" className={buttonClass()}>
            Back to settings
          </Link>
          <ContactSupportLink className={buttonClass('secondary')} />
        </div>
      </div>
    </div>
  )
}
