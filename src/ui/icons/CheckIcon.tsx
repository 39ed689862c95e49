import { svgIcon } from './svg-icon'

/** A tick. */
export const CheckIcon = svgIcon('Check', <path d="m5 12.5 4.5 4.5L19 7.5" />)
