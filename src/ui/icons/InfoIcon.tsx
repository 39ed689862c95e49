import { svgIcon } from './svg-icon'

/** A circle with an i. */
export const InfoIcon = svgIcon(
  'Info',
  <>
    <circle cx="12" cy="12" r="8.8" />
    <path d="M12 11v5.2M12 7.8v.1" />
  </>,
)
