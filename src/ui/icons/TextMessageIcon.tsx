import { svgIcon } from './svg-icon'

/** A phone with a message line. */
export const TextMessageIcon = svgIcon(
  'TextMessage',
  <>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2.2" />
    <path d="M10.5 18.5h3M9.5 8h5M9.5 11h3.5" />
  </>,
)
