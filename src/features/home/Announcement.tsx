/**
 * The service's announcement, on Home above the widgets (only the `current` API sends one). The
 * parent dismisses it for good: it goes at once (a refusal brings it back).
 *
 * The announcement's text arrives as HTML; only plain formatting and web links are kept, built
 * as React elements (never inserted as markup).
 */
import { type ReactNode, useMemo } from 'react'
import type { Announcement } from '@domain/api/wire'
import { ExternalIcon } from '../../ui/icons/ExternalIcon'
import { InfoIcon } from '../../ui/icons/InfoIcon'
import { newTabProps } from '../../ui/support'
import { trustedPolicy, trustedPolicyNames } from '../../ui/trusted-types'
import './announcement.css'

/** Short symbols (an emoji or two) are shown as they are; anything longer gets the info icon. */
const isShortSymbol = (icon: string | undefined): icon is string =>
  icon !== undefined && icon.trim() !== '' && [...icon.trim()].length <= 4

export function AnnouncementBanner({ announcement, onDismiss }: { announcement: Announcement; onDismiss: () => void }) {
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
      <button type="button" className="btn btn--secondary btn--sm announcement__dismiss" onClick={onDismiss}>
        Dismiss
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

/** The server's HTML reaches the parser only through the announcement's named policy. */
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
