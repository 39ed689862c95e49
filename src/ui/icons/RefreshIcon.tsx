import { svgIcon } from './svg-icon'

/** Two arrows chasing each other round. */
export const RefreshIcon = svgIcon(
  'Refresh',
  <>
    <path d="M19.5 11A7.5 7.5 0 0 0 6 6.8L4.5 8.5" />
    <path d="M4.5 4.5v4h4" />
    <path d="M4.5 13A7.5 7.5 0 0 0 18 17.2l1.5-1.7" />
    <path d="M19.5 19.5v-4h-4" />
  </>,
)
