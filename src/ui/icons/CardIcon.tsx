import { svgIcon } from './svg-icon'

/** A credit card. */
export const CardIcon = svgIcon(
  'Card',
  <>
    <rect x="2.5" y="5.5" width="19" height="13" rx="2" />
    <path d="M2.5 9.5h19M6 15h4" />
  </>,
)
