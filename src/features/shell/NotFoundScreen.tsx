import { Link } from '@tanstack/react-router'
import { buttonClass } from '../../ui/Button'
import { HomeIcon } from '../../ui/icons/HomeIcon'
import { Logo } from '../../ui/Logo'
import { ContactSupportLink } from '../../ui/QueryState'
import './shell.css'

/** Any address the dashboard does not know. */
export function NotFoundScreen() {
  return (
    <div className="public not-found">
      <header className="public__brand">
        <Link to="/" aria-label="Gatehouse home" className="logo">
          <Logo />
        </Link>
      </header>
      <main id="main" className="public__card card not-found__card" tabIndex={-1}>
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>Not found</h1>
        <p className="muted">There is no page at this address. It may have moved, or the link may be mistyped.</p>
        <div className="row not-found__actions">
          <Link to="/" className={buttonClass()}>
            <HomeIcon />
            Go to Gatehouse
          </Link>
          <ContactSupportLink className={buttonClass('ghost')} />
        </div>
      </main>
    </div>
  )
}
