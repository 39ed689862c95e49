import { svgIcon } from './svg-icon'

/** A five-pointed star. */
export const StarIcon = svgIcon('Star', <path d="m12 3.4 2.6 5.4 5.9.8-4.3 4.1 1 5.9L12 16.8l-5.2 2.8 1-5.9-4.3-4.1 5.9-.8z" />)
