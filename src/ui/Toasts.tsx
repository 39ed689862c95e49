/**
 * Renders the toast store (spec §4 toasts): a stack in the corner, newest at the bottom. Progress
 * and success are announced politely, failures assertively. Both live regions are always in the
 * page so that screen readers pick up the first message too.
 */
import { toast as toaster, useToasts, type Toast } from '../data/toasts'
import { CloseIcon, ErrorIcon, SuccessIcon } from './icons'
import '../styles/feedback.css'

export function Toasts() {
  const toasts = useToasts()
  const polite = toasts.filter((t) => t.kind !== 'error')
  const assertive = toasts.filter((t) => t.kind === 'error')
  return (
    <div className="toasts-region">
      <div role="status" aria-live="polite" aria-relevant="additions text">
        {polite.length > 0 && <ToastList toasts={polite} />}
      </div>
      <div role="alert" aria-live="assertive" aria-relevant="additions text">
        {assertive.length > 0 && <ToastList toasts={assertive} />}
      </div>
    </div>
  )
}

function ToastList({ toasts }: { toasts: readonly Toast[] }) {
  return (
    <ul className="toasts">
      {toasts.map((t) => (
        <li key={t.id} className={`toast toast--${t.kind}`}>
          {t.kind === 'loading' ? (
            <span className="spinner" aria-hidden="true" />
          ) : t.kind === 'success' ? (
            <SuccessIcon />
          ) : (
            <ErrorIcon />
          )}
          <span className="toast__text">{t.message}</span>
          <button
            type="button"
            className="toast__close"
            aria-label={`Dismiss: ${t.message}`}
            onClick={() => toaster.dismiss(t.id)}
          >
            <CloseIcon size="1.1rem" />
          </button>
        </li>
      ))}
    </ul>
  )
}
