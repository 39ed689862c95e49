import { svgIcon } from './svg-icon'

/** A megaphone, calling out. */
export const MegaphoneIcon = svgIcon(
  'Megaphone',
  <>
    <path d="M3.8 10v4h3l8.4 4.4V5.6L6.8 10z" />
    <path d="m7.4 14 1.2 5h2.6l-1-4M18.4 9.4a3.6 3.6 0 0 1 0 5.2" />
  </>,
)
