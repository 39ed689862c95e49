import { svgIcon } from './svg-icon'

/** Two heads and shoulders, a taller one behind. */
export const ChildrenIcon = svgIcon(
  'Children',
  <>
    <circle cx="9" cy="8" r="3.2" />
    <path d="M3 19.5c.6-3.4 3-5.3 6-5.3s5.4 1.9 6 5.3" />
    <circle cx="16.8" cy="9.4" r="2.5" />
    <path d="M16.2 14.3c2.6-.2 4.3 1.5 4.8 4.2" />
  </>,
)
