import { svgIcon } from './svg-icon'

/** A bell. */
export const BellIcon = svgIcon(
  'Bell',
  <>
    <path d="M6.2 16.5V11a5.8 5.8 0 0 1 11.6 0v5.5l1.6 1.8H4.6z" />
    <path d="M10.2 20.6a2 2 0 0 0 3.6 0" />
  </>,
)
