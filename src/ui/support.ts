/**
 * Where parents reach a person: the provider's contact page, set per deployment with
 * VITE_SUPPORT_URL. Always opened in a new tab so the dashboard stays where it was.
 */
export const supportUrl: string = import.meta.env.VITE_SUPPORT_URL || 'https://gatehouse.app/contact'

/** Props for an external link that opens in a new tab without handing it this window. */
export const newTabProps = { target: '_blank', rel: 'noopener noreferrer' } as const
