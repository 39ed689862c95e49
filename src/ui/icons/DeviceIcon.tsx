import { svgIcon } from './svg-icon'

/** A laptop, screen and base. */
export const DeviceIcon = svgIcon(
  'Device',
  <>
    <rect x="4.5" y="5" width="15" height="10" rx="1.4" />
    <path d="M2.5 18.5h19l-1.5-2.5H4z" />
  </>,
)
