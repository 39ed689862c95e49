import { svgIcon } from './svg-icon'

/** A cross. */
export const CloseIcon = svgIcon('Close', <path d="M6 6l12 12M18 6 6 18" />)
