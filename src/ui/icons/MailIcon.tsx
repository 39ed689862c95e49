import { svgIcon } from './svg-icon'

/** An envelope. */
export const MailIcon = svgIcon(
  'Mail',
  <>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="m3.8 7 8.2 6 8.2-6" />
  </>,
)
