import { svgIcon } from './svg-icon'

/** A chevron pointing right. */
export const ChevronRightIcon = svgIcon('ChevronRight', <path d="m9.5 6 6 6-6 6" />)
