import { svgIcon } from './svg-icon'

/** An open padlock. */
export const UnlockIcon = svgIcon(
  'Unlock',
  <>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7.2a4 4 0 0 1 7.7-1.5" />
    <path d="M12 14.5v2.2" />
  </>,
)
