import { svgIcon } from './svg-icon'

/** Two overlapping sheets. */
export const CopyIcon = svgIcon(
  'Copy',
  <>
    <rect x="8.5" y="8.5" width="11" height="11" rx="1.8" />
    <path d="M15.5 8.5V6a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 6v8A1.5 1.5 0 0 0 6 15.5h2.5" />
  </>,
)
