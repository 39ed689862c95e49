import { svgIcon } from './svg-icon'

/** A box with an arrow leaving its corner. */
export const ExternalIcon = svgIcon(
  'External',
  <>
    <path d="M13.5 4.5H19.5V10.5M19.5 4.5 11 13" />
    <path d="M17 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-10A1.5 1.5 0 0 1 4 18.5v-10A1.5 1.5 0 0 1 5.5 7H10" />
  </>,
)
