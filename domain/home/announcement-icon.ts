/**
 * The icon of the service's announcement on Home. The server names it with icon class names
 * (e.g. "fa-solid fa-bell"), or sends none. Gatehouse ships its own drawings, so the names are
 * read for the thing they show: a known name gets the matching drawing, an emoji or two is shown
 * as it is, and anything else — no icon, or a name Gatehouse has no drawing for — gets the
 * lightning bolt.
 */
export type AnnouncementIconName = 'bolt' | 'bell' | 'gift' | 'star' | 'heart' | 'megaphone' | 'info' | 'warning' | 'shield'

export type AnnouncementIcon = { kind: 'symbol'; text: string } | { kind: 'drawing'; name: AnnouncementIconName }

/** The drawing shown when the announcement names no icon, or one Gatehouse does not know. */
export const defaultAnnouncementIcon: AnnouncementIconName = 'bolt'

/** Words an icon's class names are made of, and the drawing each stands for. */
const drawings = new Map<string, AnnouncementIconName>(
  Object.entries({
    bolt: 'bolt',
    lightning: 'bolt',
    flash: 'bolt',
    zap: 'bolt',
    bell: 'bell',
    notification: 'bell',
    notifications: 'bell',
    gift: 'gift',
    present: 'gift',
    star: 'star',
    stars: 'star',
    sparkles: 'star',
    heart: 'heart',
    bullhorn: 'megaphone',
    megaphone: 'megaphone',
    announcement: 'megaphone',
    info: 'info',
    lightbulb: 'info',
    question: 'info',
    warning: 'warning',
    exclamation: 'warning',
    alert: 'warning',
    shield: 'shield',
    lock: 'shield',
  } satisfies Record<string, AnnouncementIconName>),
)

/** At most this many characters (an emoji with its modifiers, or two) are shown as text. */
const symbolLength = 4

const hasLetterOrDigit = /[\p{L}\p{N}]/u

export function announcementIcon(icon: string | undefined): AnnouncementIcon {
  const text = icon?.trim() ?? ''
  if (text === '') return { kind: 'drawing', name: defaultAnnouncementIcon }
  if ([...text].length <= symbolLength && !hasLetterOrDigit.test(text)) return { kind: 'symbol', text }
  const words = text.toLowerCase().split(/[\s_:-]+/)
  // The first word with a drawing wins; the others (icon sets, styles, sizes) say nothing.
  const named = words.map((word) => drawings.get(word)).find((name) => name !== undefined)
  return { kind: 'drawing', name: named ?? defaultAnnouncementIcon }
}
