import { svgIcon } from './svg-icon'

/** A panel with its edge and a chevron pointing left (collapse). */
export const CollapseIcon = svgIcon(
  'Collapse',
  <>
    <rect x="3.5" y="4" width="17" height="16" rx="2" />
    <path d="M9 4v16M15.5 9.5 13 12l2.5 2.5" />
  </>,
)
