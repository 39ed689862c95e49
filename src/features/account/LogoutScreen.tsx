import { useNavigate } from '@tanstack/react-router'
import { useLayoutEffect } from 'react'
import { clearSession } from '../../session'
import { LoadingBlock } from '../../ui/Spinner'

/** Clears the session and every cached thing, then goes to the login page with the same query. */
export default function LogoutScreen() {
  const navigate = useNavigate()
  useLayoutEffect(() => {
    clearSession()
    void navigate({ href: `/login${window.location.search}`, replace: true })
  }, [navigate])
  return (
    <main id="main" className="public" tabIndex={-1}>
      <LoadingBlock label="Logging out…" />
    </main>
  )
}
