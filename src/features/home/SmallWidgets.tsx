/** Home's quick actions (with the greeting) and the nudge to create a first notification. */
import { Link } from '@tanstack/react-router'
import type { Greeting } from '@domain/home/greeting'
import { buttonClass } from '../../ui/Button'
import { ChildrenIcon } from '../../ui/icons/ChildrenIcon'
import { ExternalIcon } from '../../ui/icons/ExternalIcon'
import { InfoIcon } from '../../ui/icons/InfoIcon'
import { KeyIcon } from '../../ui/icons/KeyIcon'
import { MailIcon } from '../../ui/icons/MailIcon'
import { SupportIcon } from '../../ui/icons/SupportIcon'
import { newTabProps } from '../../ui/support'
import { homeLinks } from './links'

export function QuickActions({ greeting }: { greeting: Greeting }) {
  return (
    <section className="card home-widget home-widget--quick" aria-labelledby="home-quick-title">
      <h2 id="home-quick-title">{greeting}</h2>
      <p className="muted">Here are some quick actions you may find useful:</p>
      <ul className="home-actions">
        <li>
          <Link to="/children/new" className="home-action">
            <ChildrenIcon />
            Add a new child
          </Link>
        </li>
        <li>
          <Link to="/keychains/new" className="home-action">
            <KeyIcon />
            Create a new keychain
          </Link>
        </li>
        <li>
          <a href={homeLinks.docs} {...newTabProps} className="home-action">
            <InfoIcon />
            View documentation
            <ExternalIcon size="0.9em" />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a href={homeLinks.contact} {...newTabProps} className="home-action">
            <SupportIcon />
            Submit support request
            <ExternalIcon size="0.9em" />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </section>
  )
}

export function NotificationWidget() {
  return (
    <section className="card home-widget home-widget--notify" aria-labelledby="home-notify-title">
      <h2 id="home-notify-title">
        <MailIcon />
        Create your first notification!
      </h2>
      <p>
        Gatehouse can notify you with a text, email, or Slack when one of your children needs a website unblocked, or would like the filter
        temporarily suspended.
      </p>
      <Link to="/settings" className={buttonClass('primary', 'sm')}>
        Create a notification
      </Link>
    </section>
  )
}
