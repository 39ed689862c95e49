import { svgIcon } from './svg-icon'

/** A chevron pointing left. */
export const ChevronLeftIcon = svgIcon('ChevronLeft', <path d="M14.5 6 8.5 12l6 6" />)
