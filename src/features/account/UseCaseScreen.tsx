import { useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import type { ClientError } from '@domain/api/errors'
import { runPublicCommand } from '../../data/public'
import { deleteAccount as deleteAccountCommand, logSurveyAnswer } from './commands'
import { adminId } from '../../session'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { PublicLayout } from './PublicLayout'
import { FailureAlert, useTimeout } from './common'

export const deleteFailedMessage = 'Hmm, something went wrong. Refresh the page and try again.'
/** After the account is deleted, logging out follows after this long. */
export const logoutAfterDeleteMs = 3000

type Answer = 'parent' | 'friend' | 'self'

const answers: readonly { id: Answer; title: string; text: string }[] = [
  {
    id: 'parent',
    title: "I'm a parent or guardian",
    text: 'I want to keep my child safe on their Mac.',
  },
  {
    id: 'friend',
    title: "I'm helping a friend",
    text: 'I am an adult helping another adult stay accountable on their Mac.',
  },
  {
    id: 'self',
    title: 'I want to help myself',
    text: 'I want to use Gatehouse to protect my own Mac.',
  },
]

/** LogEvent ids of the survey answers (detail mentions the survey so it is filed with sign-ups). */
const surveyEventIds: Record<Exclude<Answer, 'self'>, string> = {
  parent: '7c2e91a4',
  friend: '3b5d08f6',
}

export default function UseCaseScreen() {
  const navigate = useNavigate()
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [deleting, setDeleting] = useState(false)
  const [deleted, setDeleted] = useState(false)
  const [failure, setFailure] = useState<ClientError | null>(null)
  const notFitHeading = useRef<HTMLHeadingElement>(null)

  useTimeout(deleted, () => void navigate({ to: '/logout', replace: true }), logoutAfterDeleteMs)

  const choose = (choice: Answer) => {
    setAnswer(choice)
    if (choice === 'self') {
      requestAnimationFrame(() => notFitHeading.current?.focus())
      return
    }
    // Analytics only: the parent continues whatever the answer's fate.
    void runPublicCommand(logSurveyAnswer(surveyEventIds[choice], choice))
    void navigate({ to: '/children' })
  }

  const deleteAccount = async () => {
    if (deleting || deleted) return
    const id = adminId()
    if (!id) {
      void navigate({ to: '/logout', replace: true })
      return
    }
    setDeleting(true)
    setFailure(null)
    const result = await runPublicCommand(deleteAccountCommand(id))
    setDeleting(false)
    if (!result.ok) setFailure(result.error)
    else setDeleted(true)
  }

  return (
    <PublicLayout title="How will you use Gatehouse?">
      {answer !== 'self' ? (
        <fieldset className="use-case">
          <legend className="muted">Pick the answer that fits you best.</legend>
          {answers.map((a) => (
            <button key={a.id} type="button" className="use-case__choice" aria-describedby={`use-case-${a.id}`} onClick={() => choose(a.id)}>
              <span className="use-case__title">{a.title}</span>
              <span className="use-case__text" id={`use-case-${a.id}`}>
                {a.text}
              </span>
            </button>
          ))}
        </fieldset>
      ) : (
        <section aria-labelledby="not-fit-title" className="use-case__not-fit">
          <h2 id="not-fit-title" ref={notFitHeading} tabIndex={-1}>
            Gatehouse may not be the right fit
          </h2>
          <p>
            Gatehouse needs two people in two roles: someone who uses the protected Mac, and a parent or another trusted adult who holds the keys from
            their own account. If you protect your own Mac, you would also hold the keys to unlock it, which defeats the purpose.
          </p>
          <p>If you'd rather not keep this account, you can delete it now.</p>
          {deleted ? (
            <Alert tone="success" title="Your account has been deleted.">
              Logging you out…
            </Alert>
          ) : (
            <>
              {failure && <FailureAlert message={deleteFailedMessage} error={failure} />}
              <div className="row">
                <Button variant="danger" loading={deleting} aria-disabled={deleting || undefined} onClick={() => void deleteAccount()}>
                  Delete my account
                </Button>
                <Button variant="secondary" disabled={deleting} onClick={() => setAnswer(null)}>
                  Back
                </Button>
              </div>
            </>
          )}
        </section>
      )}
    </PublicLayout>
  )
}
