import { Link } from '@tanstack/react-router'
import { buttonClass } from '../ui/Button'

export function NotFoundScreen() {
  return (
    <main id="main" className="page" tabIndex={-1}>
      <div className="card" style={{ maxWidth: 520, margin: '3rem auto', textAlign: 'center' }}>
        <h1>Not found</h1>
        <p className="muted">There is no page at this address.</p>
        <Link to="/" className={buttonClass()}>
          Go to Gatehouse
        </Link>
      </div>
    </main>
  )
}
