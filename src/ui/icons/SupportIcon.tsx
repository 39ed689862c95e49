import { svgIcon } from './svg-icon'

/** A speech bubble holding a question mark. */
export const SupportIcon = svgIcon(
  'Support',
  <>
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H11l-4.5 4v-4h0A2.5 2.5 0 0 1 4 13.5z" />
    <path d="M10 7.9a2.1 2.1 0 1 1 2.9 1.9c-.6.3-.9.7-.9 1.3v.4" />
    <path d="M12 13.4v.1" />
  </>,
)
