import { svgIcon } from './svg-icon'

/** A shield with a check. */
export const ShieldIcon = svgIcon(
  'Shield',
  <>
    <path d="M12 3 4.5 6v5.4c0 4.7 3.2 8.2 7.5 9.6 4.3-1.4 7.5-4.9 7.5-9.6V6z" />
    <path d="m8.8 12.2 2.2 2.2 4.3-4.4" />
  </>,
)
