import { svgIcon } from './svg-icon'

/** A lightning bolt. */
export const BoltIcon = svgIcon('Bolt', <path d="M13.2 2.8 5.4 13.4h6l-1 7.8 7.8-10.6h-6z" />)
