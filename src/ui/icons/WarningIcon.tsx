import { svgIcon } from './svg-icon'

/** A triangle with an exclamation mark. */
export const WarningIcon = svgIcon(
  'Warning',
  <>
    <path d="M10.3 4.2 2.9 17.4A2 2 0 0 0 4.6 20.4h14.8a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
    <path d="M12 9.5v4.2M12 16.8v.1" />
  </>,
)
