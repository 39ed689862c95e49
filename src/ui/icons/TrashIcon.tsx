import { svgIcon } from './svg-icon'

/** A waste bin: delete. */
export const TrashIcon = svgIcon(
  'Trash',
  <>
    <path d="M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />
  </>,
)
