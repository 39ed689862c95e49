/** `/keychains/new`: makes a fresh id and replaces the URL with `/keychains/{id}` (the editor). */
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { LoadingBlock } from '../../ui/Spinner'
import { rememberNewKeychain } from './new-keychains'

export default function NewKeychainScreen() {
  const navigate = useNavigate()
  useEffect(() => {
    const keychainId = crypto.randomUUID()
    rememberNewKeychain(keychainId)
    void navigate({ to: '/keychains/$keychainId', params: { keychainId }, replace: true })
  }, [navigate])
  return (
    <div className="page">
      <LoadingBlock label="Starting a new keychain…" />
    </div>
  )
}
