import { svgIcon } from './svg-icon'

/** A phone: its body and speaker slot. */
export const PhoneIcon = svgIcon(
  'Phone',
  <>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2.2" />
    <path d="M10.5 5.5h3M11 18.5h2" />
  </>,
)
