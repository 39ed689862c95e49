/**
 * The service's announcement, on Home above the widgets (only the `current` API sends one). The
 * parent dismisses it for good: it goes at once (a refusal brings it back).
 *
 * The announcement's text arrives as HTML; only plain formatting and web links are kept, built
 * as React elements (never inserted as markup).
 */
import { type ReactNode, useMemo } from 'react'
import type { Announcement } from '@domain/api/wire'
import { type AnnouncementIconName, announcementIcon } from '@domain/home/announcement-icon'
import { BellIcon } from '../../ui/icons/BellIcon'
import { BoltIcon } from '../../ui/icons/BoltIcon'
import { ExternalIcon } from '../../ui/icons/ExternalIcon'
import { GiftIcon } from '../../ui/icons/GiftIcon'
import { HeartIcon } from '../../ui/icons/HeartIcon'
import { InfoIcon } from '../../ui/icons/InfoIcon'
import { MegaphoneIcon } from '../../ui/icons/MegaphoneIcon'
import { ShieldIcon } from '../../ui/icons/ShieldIcon'
import { StarIcon } from '../../ui/icons/StarIcon'
import type { IconProps } from '../../ui/icons/svg-icon'
import { WarningIcon } from '../../ui/icons/WarningIcon'
import { newTabProps } from '../../ui/support'
import { trustedPolicy, trustedPolicyNames } from '../../ui/trusted-types'
import './announcement.css'
import { buttonClass } from '../../ui/Button'

const drawings: Record<AnnouncementIconName, (props: IconProps) => ReactNode> = {
  bolt: BoltIcon,
  bell: BellIcon,
  gift: GiftIcon,
  star: StarIcon,
  heart: HeartIcon,
  megaphone: MegaphoneIcon,
  info: InfoIcon,
  warning: WarningIcon,
  shield: ShieldIcon,
}

/** The announcement's own icon: an emoji as it is, or the drawing its class names stand for. */
function AnnouncementIconView({ icon }: { icon: string | undefined }) {
  const shown = announcementIcon(icon)
  if (shown.kind === 'symbol') {
    return (
      <span className="announcement__icon" aria-hidden="true">
        {shown.text}
      </span>
    )
  }
  const Drawing = drawings[shown.name]
  return <Drawing className={`announcement__icon announcement__icon--${shown.name}`} />
}

export function AnnouncementBanner({ announcement, onDismiss }: { announcement: Announcement; onDismiss: () => void }) {
  const text = useMemo(() => richText(announcement.html), [announcement.html])
  const learnMore = announcement.learnMoreUrl && isWebUrl(announcement.learnMoreUrl) ? announcement.learnMoreUrl : null
  return (
    <section className="announcement" aria-label="Announcement">
      <AnnouncementIconView icon={announcement.icon} />
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
      <button type="button" className={`${buttonClass('secondary', 'sm')} announcement__dismiss`} onClick={onDismiss}>
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
