/**
 * What the add-keychain drawer says when a list has nothing to show: no match among the
 * parent's own keychains, a request form for a public keychain that does not exist yet, and the
 * failure message.
 */
import { useState } from 'react'
import { runCommand } from '../../../data'
import { Button } from '../../../ui/Button'
import { TextArea } from '../../../ui/TextField'
import { requestPublicKeychain } from './commands'

export function SomethingWentWrong() {
  return (
    <div className="drawer-message" role="alert">
      <h3>Hmm, something went wrong</h3>
      <p className="muted">Try refreshing the page and trying again.</p>
    </div>
  )
}

export function NoOwnMatch({ searching }: { searching: boolean }) {
  return (
    <div className="drawer-message" role="status">
      <h3>Hmm, we couldn't find that keychain</h3>
      {searching && <p className="muted">Try another word, or look in the public keychains.</p>}
    </div>
  )
}

/** Asks for a public keychain for `searchQuery`; the description must not be blank. */
export function RequestPublicKeychain({ searchQuery }: { searchQuery: string }) {
  const [description, setDescription] = useState('')
  const [state, setState] = useState<'idle' | 'ongoing' | 'succeeded' | 'failed'>('idle')
  if (state === 'succeeded') {
    return (
      <div className="drawer-message" role="status">
        <h3>We received your request!</h3>
        <p className="muted">We’ll look into making a public keychain for it.</p>
      </div>
    )
  }
  if (state === 'failed') return <SomethingWentWrong />
  const submit = async () => {
    if (description.trim() === '') return
    setState('ongoing')
    const result = await runCommand(requestPublicKeychain(searchQuery, description))
    setState(result.ok ? 'succeeded' : 'failed')
  }
  return (
    <form
      className="drawer-message"
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <h3>Hmm, we couldn't find that keychain</h3>
      <p className="muted">Tell us what it should unlock and we’ll consider making a public keychain for it.</p>
      <TextArea label="What should the keychain unlock?" rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
      <Button type="submit" disabled={description.trim() === ''} loading={state === 'ongoing'}>
        Request keychain
      </Button>
    </form>
  )
}
