import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { loadClient } from '../../data/public'
import { DemoDock } from '../../demo/dock'
import { Logo } from '../../ui/Logo'

/** The frame of every public screen (login, sign-up, reset, conference pages). */
export function PublicLayout({ title, children, footer }: { title: ReactNode; children: ReactNode; footer?: ReactNode }) {
  // Every public page calls the API: its client loads once the page is on screen, before the
  // parent submits anything (a failed download is tried again by the call).
  useEffect(() => {
    loadClient().catch(() => undefined)
  }, [])
  return (
    <div className="public">
      <header className="public__brand">
        <Link to="/login" aria-label="Gatehouse home" className="logo">
          <Logo />
        </Link>
        {__DEMO__ && <DemoDock place="page" className="public__demo" />}
      </header>
      <main id="main" className="public__card card" tabIndex={-1}>
        <h1>{title}</h1>
        {children}
      </main>
      {footer && <footer className="public__footer">{footer}</footer>}
    </div>
  )
}
