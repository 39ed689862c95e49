/**
 * The service's announcement on every signed-in screen, when the API sends one (only the
 * `current` API does, with the dashboard's widgets). The parent dismisses it for good: it goes
 * at once, and comes back with an error toast if the server refuses.
 *
 * The announcement's text arrives as HTML; only plain formatting and web links are kept, built
 * as React elements (never inserted as markup).
 */
import { type ReactNode, useMemo } from 'react'
import type { Announcement } from '@domain/api/wire'
import { apiProfile, queries, runCommand, useQuery } from '../../data'
import { CloseIcon } from '../../ui/icons/CloseIcon'
import { ExternalIcon } from '../../ui/icons/ExternalIcon'
import { InfoIcon } from '../../ui/icons/InfoIcon'
import { newTabProps } from '../../ui/support'
import { dismissAnnouncement } from './commands'
import { trustedPolicy, trustedPolicyNames } from '../../ui/trusted-types'
import './announcement.css'

export function AnnouncementBanner() {
  return apiProfile === 'current' ? <CurrentAnnouncement /> : null
}

function CurrentAnnouncement() {
  const widgets = useQuery(queries.dashboard())
  const announcement = widgets.data?.announcement
  if (!announcement) return null
  const dismiss = () => {
    document.getElementById('main')?.focus({ preventScroll: true })
    void runCommand(dismissAnnouncement(announcement.id))
  }
  return <AnnouncementView announcement={announcement} onDismiss={dismiss} />
}

/** Short symbols (an emoji or two) are shown as they are; anything longer gets the info icon. */
const isShortSymbol = (icon: string | undefined): icon is string =>
  icon !== undefined && icon.trim() !== '' && [...icon.trim()].length <= 4

export function AnnouncementView({ announcement, onDismiss }: { announcement: Announcement; onDismiss: () => void }) {
  const text = useMemo(() => richText(announcement.html), [announcement.html])
  const learnMore = announcement.learnMoreUrl && isWebUrl(announcement.learnMoreUrl) ? announcement.learnMoreUrl : null
  return (
    <section className="announcement" aria-label="Announcement">
      {isShortSymbol(announcement.icon) ? (
        <span className="announcement__icon" aria-hidden="true">
          {announcement.icon.trim()}
        </span>
      ) : (
        <InfoIcon className="announcement__icon" />
      )}
      <p className="announcement__text">
        {text}
        {learnMore && (
          <>
            {' '}
            <a href={learnMore} {...newTabProps}>
              Learn more
              <ExternalIcon />
            </a>
          </>
        )}
      </p>
      <button type="button" className="announcement__dismiss" aria-label="Dismiss announcement" onClick={onDismiss}>
        <CloseIcon />
      </button>
    </section>
  )
}

const isWebUrl = (href: string): boolean => {
  try {
    const url = new URL(href)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

const formatting: Record<string, string> = { B: 'strong', STRONG: 'strong', I: 'em', EM: 'em', U: 'u', CODE: 'code' }

/**
 * The one place the dashboard parses HTML from the server. The HTML goes as it is: a document
 * DOMParser makes is never rendered and runs no script, and `richText` takes only the elements
 * it lists from it.
 */
const serverHtml = trustedPolicy(trustedPolicyNames.announcement, { createHTML: (html) => html })

/** The HTML's text with bold, italic, underline, code, line breaks and http(s) links; nothing else. */
export function richText(html: string): ReactNode[] {
  const doc = new DOMParser().parseFromString(serverHtml.html(html), 'text/html')
  let key = 0
  const walk = (node: Node): ReactNode[] =>
    [...node.childNodes].flatMap((child): ReactNode[] => {
      if (child.nodeType === Node.TEXT_NODE) return [child.textContent ?? '']
      if (!(child instanceof Element)) return []
      const inner = walk(child)
      const tag = child.tagName
      if (tag === 'BR') return [<br key={key++} />]
      if (tag === 'SCRIPT' || tag === 'STYLE') return []
      if (tag === 'A') {
        const href = child.getAttribute('href') ?? ''
        return isWebUrl(href)
          ? [
              <a key={key++} href={href} {...newTabProps}>
                {inner}
              </a>,
            ]
          : inner
      }
      const Tag = formatting[tag] as 'strong' | 'em' | 'u' | 'code' | undefined
      if (Tag) return [<Tag key={key++}>{inner}</Tag>]
      if (tag === 'P' || tag === 'DIV') return [...inner, ' ']
      return inner
    })
  return walk(doc.body)
}
