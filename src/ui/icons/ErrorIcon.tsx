import { svgIcon } from './svg-icon'

/** A circle with a cross: something failed. */
export const ErrorIcon = svgIcon(
  'Error',
  <>
    <circle cx="12" cy="12" r="8.8" />
    <path d="m9 9 6 6M15 9l-6 6" />
  </>,
)
