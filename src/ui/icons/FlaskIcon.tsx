import { svgIcon } from './svg-icon'

/** A lab flask: the demo's controls. */
export const FlaskIcon = svgIcon(
  'Flask',
  <>
    <path d="M9.5 3.5h5M10.5 3.5v5.3L5 18.2a1.5 1.5 0 0 0 1.3 2.3h11.4a1.5 1.5 0 0 0 1.3-2.3l-5.5-9.4V3.5" />
    <path d="M7.4 14.5h9.2" />
  </>,
)
