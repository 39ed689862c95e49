import { svgIcon } from './svg-icon'

/** A heart. */
export const HeartIcon = svgIcon('Heart', <path d="M12 19.6s-7.8-4.6-7.8-10a4.3 4.3 0 0 1 7.8-2.5 4.3 4.3 0 0 1 7.8 2.5c0 5.4-7.8 10-7.8 10z" />)
