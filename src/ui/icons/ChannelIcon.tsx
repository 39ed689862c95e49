import { svgIcon } from './svg-icon'

/** A hash sign in a rounded square: a chat channel. */
export const ChannelIcon = svgIcon(
  'Channel',
  <>
    <rect x="3" y="3" width="18" height="18" rx="4" />
    <path d="M10 7.5 9 16.5M15 7.5l-1 9M7.5 10.5h9.5M7 13.5h9.5" />
  </>,
)
