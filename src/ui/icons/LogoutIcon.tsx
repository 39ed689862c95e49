import { svgIcon } from './svg-icon'

/** A door with an arrow leaving it. */
export const LogoutIcon = svgIcon(
  'Logout',
  <>
    <path d="M14 4H6.5A1.5 1.5 0 0 0 5 5.5v13A1.5 1.5 0 0 0 6.5 20H14" />
    <path d="M10 12h10M16.5 8.5 20 12l-3.5 3.5" />
  </>,
)
