import { svgIcon } from './svg-icon'

/** A circle with a tick: something worked. */
export const SuccessIcon = svgIcon(
  'Success',
  <>
    <circle cx="12" cy="12" r="8.8" />
    <path d="m8.2 12.3 2.6 2.6 5-5.2" />
  </>,
)
