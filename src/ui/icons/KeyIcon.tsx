import { svgIcon } from './svg-icon'

/** A key with a round bow and two bits. */
export const KeyIcon = svgIcon(
  'Key',
  <>
    <circle cx="7.5" cy="12" r="3.8" />
    <path d="M11.3 12H21M17.5 12v3M20.5 12v2.2" />
  </>,
)
