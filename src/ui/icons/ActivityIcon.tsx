import { svgIcon } from './svg-icon'

/** A picture frame with a hill and the sun: screenshots and activity. */
export const ActivityIcon = svgIcon(
  'Activity',
  <>
    <rect x="3" y="4.5" width="18" height="15" rx="2" />
    <circle cx="8.5" cy="9.5" r="1.6" />
    <path d="m3.5 17.5 5-4.6 3.5 3 3-2.6 5.5 4.6" />
  </>,
)
