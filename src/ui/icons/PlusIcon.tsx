import { svgIcon } from './svg-icon'

/** A plus sign: add. */
export const PlusIcon = svgIcon('Plus', <path d="M12 5v14M5 12h14" />)
