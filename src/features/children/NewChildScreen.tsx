/** `/children/new`: makes a fresh id and replaces the URL with `/children/{id}` (the new-child form). */
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { LoadingBlock } from '../../ui/Spinner'
import { rememberNewChild } from './child/new-children'

export default function NewChildScreen() {
  const navigate = useNavigate()
  useEffect(() => {
    const userId = crypto.randomUUID()
    rememberNewChild(userId)
    void navigate({ to: '/children/$userId', params: { userId }, replace: true })
  }, [navigate])
  return (
    <div className="page">
      <LoadingBlock label="Starting a new child…" />
    </div>
  )
}
