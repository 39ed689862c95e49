import { useState, type FormEvent } from 'react'
import type { ClientError } from '@domain/api/errors'
import type { ConferenceSource } from '@domain/api/wire'
import { conferenceInvalidMessage, conferenceInvalidTitle, isConferenceEmail } from '@domain/auth/validation'
import { runPublicCommand } from '../../data/public'
import { saveConferenceEmail } from './commands'
import { Alert } from '../../ui/Alert'
import { PublicLayout } from './PublicLayout'
import { FailureAlert } from './common'
import { EmailField, SubmitButton } from './fields'

export const conferenceSuccessMessage = 'Success! Expect to hear from us in a few days. Thanks for your interest!'
export const conferenceFailedMessage = 'Uh oh! Looks like something went wrong. Please refresh the page and try again.'

const titles: Record<ConferenceSource, string> = {
  workshop: 'Thanks for joining our workshop!',
  booth: 'Thanks for stopping by our booth!',
}

/** Conference e-mail capture; `source` tells which landing page the visitor used. */
export default function ConferenceScreen({ source }: { source: ConferenceSource }) {
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState(false)
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<ClientError | null>(null)
  const [saved, setSaved] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    if (!isConferenceEmail(email)) {
      setInvalid(true)
      document.getElementById('conference-email')?.focus()
      return
    }
    setInvalid(false)
    setPending(true)
    setFailure(null)
    const result = await runPublicCommand(saveConferenceEmail(email, source))
    setPending(false)
    if (!result.ok) setFailure(result.error)
    else setSaved(true)
  }

  return (
    <PublicLayout title={titles[source]}>
      {saved ? (
        <Alert tone="success">{conferenceSuccessMessage}</Alert>
      ) : (
        <>
          <p className="muted">
            Gatehouse lets parents see what happens on their children's Macs and decide what to unlock. Leave your email address and we'll send you
            the details.
          </p>
          {failure && <FailureAlert message={conferenceFailedMessage} error={failure} />}
          <form noValidate onSubmit={(event) => void submit(event)} className="public-form">
            <EmailField
              id="conference-email"
              label="Email address"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value)
                if (invalid && isConferenceEmail(e.target.value)) setInvalid(false)
              }}
              error={
                invalid ? (
                  <>
                    <span className="field__error-title">{conferenceInvalidTitle}</span> <span>{conferenceInvalidMessage}</span>
                  </>
                ) : undefined
              }
            />
            <SubmitButton loading={pending}>Submit</SubmitButton>
          </form>
        </>
      )}
    </PublicLayout>
  )
}

/** @public The route loads it by name. */
export function Workshop() {
  return <ConferenceScreen source="workshop" />
}

/** @public The route loads it by name. */
export function Booth() {
  return <ConferenceScreen source="booth" />
}
