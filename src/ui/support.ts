/**
 * Where parents reach a person: the provider's contact page, set per deployment with
 * VITE_SUPPORT_URL. Always opened in a new tab so the dashboard stays where it was.
 */
export const supportUrl: string = import.meta.env.VITE_SUPPORT_URL || 'https://gatehouse.app/contact'

/** Props for an external link that opens in a new tab without handing it this window. */
export const newTabProps = { target: '_blank', rel: 'noopener noreferrer' } as const

/** "Contact support", opening the provider's contact page in a new tab (plain DOM). */
export function supportLink(doc: Document): HTMLAnchorElement {
  const link = doc.createElement('a')
  link.href = supportUrl
  link.target = newTabProps.target
  link.rel = newTabProps.rel
  link.className = 'btn btn--secondary'
  link.textContent = 'Contact support'
  const hint = doc.createElement('span')
  hint.className = 'visually-hidden'
  hint.textContent = ' (opens in a new tab)'
  link.append(hint)
  return link
}
