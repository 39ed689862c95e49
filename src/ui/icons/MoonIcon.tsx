import { svgIcon } from './svg-icon'

/** A crescent moon: the dark theme. */
export const MoonIcon = svgIcon('Moon', <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />)
