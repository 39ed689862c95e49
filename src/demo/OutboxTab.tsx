/** The demo panel's Outbox tab: what the demo server would have e-mailed, texted or posted. */
import { useEffect, useState } from 'react'
import type { DemoControl, OutboxMessage } from '@domain/demo/control'
import { dateTime } from '@domain/time'
import { useTimeZone } from '../data'
import { Button } from '../ui/Button'
import { ChannelIcon } from '../ui/icons/ChannelIcon'
import { CheckIcon } from '../ui/icons/CheckIcon'
import { CopyIcon } from '../ui/icons/CopyIcon'
import { MailIcon } from '../ui/icons/MailIcon'
import { TextMessageIcon } from '../ui/icons/TextMessageIcon'
import { useOutbox } from './control'
import { linkParts } from './links'

const channelNames = { email: 'E-mail', text: 'Text message', slack: 'Slack' } as const
const channelIcons = { email: MailIcon, text: TextMessageIcon, slack: ChannelIcon } as const

export function OutboxTab({ control }: { control: DemoControl }) {
  const messages = useOutbox()
  return (
    <div className="stack demo__outbox">
      <div className="row demo__outbox-head">
        <p className="demo__note">Messages the server would have sent, newest first. Links open in this dashboard.</p>
        {messages.length > 0 && (
          <Button size="sm" variant="secondary" onClick={() => control.clearOutbox()}>
            Clear
          </Button>
        )}
      </div>
      {messages.length === 0 ? (
        <p className="demo__empty">Nothing sent yet. Sign-up e-mails, magic links, password resets and verification codes show up here.</p>
      ) : (
        <ol className="demo__messages" aria-label="Outbox">
          {messages.map((m) => (
            <li key={m.id}>
              <Message message={m} />
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}

function Message({ message }: { message: OutboxMessage }) {
  const Icon = channelIcons[message.channel]
  const sent = Date.parse(message.sentAt)
  const timeZone = useTimeZone()
  const bodyLinks = new Set(
    linkParts(message.body)
      .filter((p) => p.href)
      .map((p) => p.href),
  )
  const extraLinks = message.links.filter((l) => !bodyLinks.has(l))
  return (
    <article className="demo-message" aria-label={`${channelNames[message.channel]} to ${message.to}: ${message.subject}`}>
      <div className="demo-message__meta">
        <span className="demo-message__channel">
          <Icon /> {channelNames[message.channel]}
        </span>
        <span className="demo-message__to">to {message.to}</span>
        {!Number.isNaN(sent) && (
          <time dateTime={message.sentAt} className="demo-message__time">
            {dateTime(sent, { timeZone })}
          </time>
        )}
      </div>
      {message.subject && <h3 className="demo-message__subject">{message.subject}</h3>}
      {message.code && <CopyCode code={message.code} />}
      <p className="demo-message__body">
        {linkParts(message.body).map((part, i) =>
          part.href ? (
            <a key={i} href={part.href}>
              {part.text}
            </a>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </p>
      {extraLinks.length > 0 && (
        <ul className="demo-message__links">
          {extraLinks.map((l) => (
            <li key={l}>
              <a href={l}>{l}</a>
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}

function CopyCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = window.setTimeout(() => setCopied(false), 2000)
    return () => window.clearTimeout(timer)
  }, [copied])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code)
      setCopied(true)
    } catch {
      // Clipboard refused (permissions): the code stays selectable on screen.
      setCopied(false)
    }
  }
  return (
    <div className="demo-code">
      <span className="demo-code__label">Code</span>
      <code className="demo-code__value">{code}</code>
      <button type="button" className="demo__icon-button" onClick={() => void copy()} aria-label={`Copy code ${code}`}>
        {copied ? <CheckIcon /> : <CopyIcon />}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? 'Copied' : ''}
      </span>
    </div>
  )
}
