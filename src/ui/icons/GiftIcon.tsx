import { svgIcon } from './svg-icon'

/** A wrapped present with a bow. */
export const GiftIcon = svgIcon(
  'Gift',
  <>
    <rect x="3.8" y="8.4" width="16.4" height="4" rx="1" />
    <path d="M5.4 12.4v7.8h13.2v-7.8M12 8.4v11.8" />
    <path d="M12 8.4C10.6 5 7.2 4.4 7.2 6.6c0 1.4 2.2 1.8 4.8 1.8M12 8.4c1.4-3.4 4.8-4 4.8-1.8 0 1.4-2.2 1.8-4.8 1.8" />
  </>,
)
