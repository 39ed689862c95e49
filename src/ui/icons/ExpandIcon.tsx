import { svgIcon } from './svg-icon'

/** A panel with its edge and a chevron pointing right (expand). */
export const ExpandIcon = svgIcon(
  'Expand',
  <>
    <rect x="3.5" y="4" width="17" height="16" rx="2" />
    <path d="M9 4v16M13 9.5l2.5 2.5-2.5 2.5" />
  </>,
)
