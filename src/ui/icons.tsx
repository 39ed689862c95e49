/**
 * Gatehouse's icon set: small line drawings on a 24×24 grid, stroked in the current text colour.
 * Icons are decorative by default (hidden from assistive technology); pass `label` when an icon
 * carries meaning on its own.
 */
import type { ReactNode } from 'react'

export interface IconProps {
  /** Accessible name; without it the icon is hidden from screen readers. */
  label?: string
  /** Rendered size in CSS units (default 1.25em). */
  size?: number | string
  className?: string
}

function svgIcon(name: string, drawing: ReactNode) {
  function Icon({ label, size = '1.25em', className }: IconProps) {
    return (
      <svg
        className={['icon', className].filter(Boolean).join(' ')}
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      >
        {drawing}
      </svg>
    )
  }
  Icon.displayName = `${name}Icon`
  return Icon
}

/** Two heads and shoulders, a taller one behind. */
export const ChildrenIcon = svgIcon(
  'Children',
  <>
    <circle cx="9" cy="8" r="3.2" />
    <path d="M3 19.5c.6-3.4 3-5.3 6-5.3s5.4 1.9 6 5.3" />
    <circle cx="16.8" cy="9.4" r="2.5" />
    <path d="M16.2 14.3c2.6-.2 4.3 1.5 4.8 4.2" />
  </>,
)

/** A cog with eight teeth. */
export const SettingsIcon = svgIcon(
  'Settings',
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2.8v2.4M12 18.8v2.4M2.8 12h2.4M18.8 12h2.4M5.5 5.5l1.7 1.7M16.8 16.8l1.7 1.7M5.5 18.5l1.7-1.7M16.8 7.2l1.7-1.7" />
    <circle cx="12" cy="12" r="6.4" />
  </>,
)

/** A speech bubble holding a question mark. */
export const SupportIcon = svgIcon(
  'Support',
  <>
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H11l-4.5 4v-4h0A2.5 2.5 0 0 1 4 13.5z" />
    <path d="M10 7.9a2.1 2.1 0 1 1 2.9 1.9c-.6.3-.9.7-.9 1.3v.4" />
    <path d="M12 13.4v.1" />
  </>,
)

/** A door with an arrow leaving it. */
export const LogoutIcon = svgIcon(
  'Logout',
  <>
    <path d="M14 4H6.5A1.5 1.5 0 0 0 5 5.5v13A1.5 1.5 0 0 0 6.5 20H14" />
    <path d="M10 12h10M16.5 8.5 20 12l-3.5 3.5" />
  </>,
)

/** A key with a round bow and two bits. */
export const KeyIcon = svgIcon(
  'Key',
  <>
    <circle cx="7.5" cy="12" r="3.8" />
    <path d="M11.3 12H21M17.5 12v3M20.5 12v2.2" />
  </>,
)

/** A laptop, screen and base. */
export const DeviceIcon = svgIcon(
  'Device',
  <>
    <rect x="4.5" y="5" width="15" height="10" rx="1.4" />
    <path d="M2.5 18.5h19l-1.5-2.5H4z" />
  </>,
)

/** An open padlock. */
export const UnlockIcon = svgIcon(
  'Unlock',
  <>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7.2a4 4 0 0 1 7.7-1.5" />
    <path d="M12 14.5v2.2" />
  </>,
)

/** A shield with a check. */
export const ShieldIcon = svgIcon(
  'Shield',
  <>
    <path d="M12 3 4.5 6v5.4c0 4.7 3.2 8.2 7.5 9.6 4.3-1.4 7.5-4.9 7.5-9.6V6z" />
    <path d="m8.8 12.2 2.2 2.2 4.3-4.4" />
  </>,
)

/** A picture frame with a hill and the sun: screenshots and activity. */
export const ActivityIcon = svgIcon(
  'Activity',
  <>
    <rect x="3" y="4.5" width="18" height="15" rx="2" />
    <circle cx="8.5" cy="9.5" r="1.6" />
    <path d="m3.5 17.5 5-4.6 3.5 3 3-2.6 5.5 4.6" />
  </>,
)

/** Three bars. */
export const MenuIcon = svgIcon('Menu', <path d="M4 6.5h16M4 12h16M4 17.5h16" />)

/** A cross. */
export const CloseIcon = svgIcon('Close', <path d="M6 6l12 12M18 6 6 18" />)

/** A panel with its edge and a chevron pointing left (collapse). */
export const CollapseIcon = svgIcon(
  'Collapse',
  <>
    <rect x="3.5" y="4" width="17" height="16" rx="2" />
    <path d="M9 4v16M15.5 9.5 13 12l2.5 2.5" />
  </>,
)

/** A panel with its edge and a chevron pointing right (expand). */
export const ExpandIcon = svgIcon(
  'Expand',
  <>
    <rect x="3.5" y="4" width="17" height="16" rx="2" />
    <path d="M9 4v16M13 9.5l2.5 2.5-2.5 2.5" />
  </>,
)

/** A box with an arrow leaving its corner. */
export const ExternalIcon = svgIcon(
  'External',
  <>
    <path d="M13.5 4.5H19.5V10.5M19.5 4.5 11 13" />
    <path d="M17 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-10A1.5 1.5 0 0 1 4 18.5v-10A1.5 1.5 0 0 1 5.5 7H10" />
  </>,
)

/** Two overlapping sheets. */
export const CopyIcon = svgIcon(
  'Copy',
  <>
    <rect x="8.5" y="8.5" width="11" height="11" rx="1.8" />
    <path d="M15.5 8.5V6a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 6v8A1.5 1.5 0 0 0 6 15.5h2.5" />
  </>,
)

/** A tick. */
export const CheckIcon = svgIcon('Check', <path d="m5 12.5 4.5 4.5L19 7.5" />)

/** An envelope. */
export const MailIcon = svgIcon(
  'Mail',
  <>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="m3.8 7 8.2 6 8.2-6" />
  </>,
)

/** A phone with a message line. */
export const TextMessageIcon = svgIcon(
  'TextMessage',
  <>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2.2" />
    <path d="M10.5 18.5h3M9.5 8h5M9.5 11h3.5" />
  </>,
)

/** A hash sign in a rounded square: a chat channel. */
export const ChannelIcon = svgIcon(
  'Channel',
  <>
    <rect x="3" y="3" width="18" height="18" rx="4" />
    <path d="M10 7.5 9 16.5M15 7.5l-1 9M7.5 10.5h9.5M7 13.5h9.5" />
  </>,
)

/** A triangle with an exclamation mark. */
export const WarningIcon = svgIcon(
  'Warning',
  <>
    <path d="M10.3 4.2 2.9 17.4A2 2 0 0 0 4.6 20.4h14.8a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
    <path d="M12 9.5v4.2M12 16.8v.1" />
  </>,
)

/** A circle with an i. */
export const InfoIcon = svgIcon(
  'Info',
  <>
    <circle cx="12" cy="12" r="8.8" />
    <path d="M12 11v5.2M12 7.8v.1" />
  </>,
)

/** A circle with a cross: something failed. */
export const ErrorIcon = svgIcon(
  'Error',
  <>
    <circle cx="12" cy="12" r="8.8" />
    <path d="m9 9 6 6M15 9l-6 6" />
  </>,
)

/** A circle with a tick: something worked. */
export const SuccessIcon = svgIcon(
  'Success',
  <>
    <circle cx="12" cy="12" r="8.8" />
    <path d="m8.2 12.3 2.6 2.6 5-5.2" />
  </>,
)

/** A lab flask: the demo's controls. */
export const FlaskIcon = svgIcon(
  'Flask',
  <>
    <path d="M9.5 3.5h5M10.5 3.5v5.3L5 18.2a1.5 1.5 0 0 0 1.3 2.3h11.4a1.5 1.5 0 0 0 1.3-2.3l-5.5-9.4V3.5" />
    <path d="M7.4 14.5h9.2" />
  </>,
)

/** Two arrows chasing each other round. */
export const RefreshIcon = svgIcon(
  'Refresh',
  <>
    <path d="M19.5 11A7.5 7.5 0 0 0 6 6.8L4.5 8.5" />
    <path d="M4.5 4.5v4h4" />
    <path d="M4.5 13A7.5 7.5 0 0 0 18 17.2l1.5-1.7" />
    <path d="M19.5 19.5v-4h-4" />
  </>,
)

/** A house: home. */
export const HomeIcon = svgIcon(
  'Home',
  <>
    <path d="M4 10.5 12 4l8 6.5V19a1.5 1.5 0 0 1-1.5 1.5H15v-5.5h-6v5.5H5.5A1.5 1.5 0 0 1 4 19z" />
  </>,
)

/** A credit card. */
export const CardIcon = svgIcon(
  'Card',
  <>
    <rect x="2.5" y="5.5" width="19" height="13" rx="2" />
    <path d="M2.5 9.5h19M6 15h4" />
  </>,
)

/** A chevron pointing left. */
export const ChevronLeftIcon = svgIcon('ChevronLeft', <path d="M14.5 6 8.5 12l6 6" />)
/** A chevron pointing right. */
export const ChevronRightIcon = svgIcon('ChevronRight', <path d="m9.5 6 6 6-6 6" />)

/** A sun with eight rays: the light theme. */
export const SunIcon = svgIcon(
  'Sun',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
  </>,
)
/** A crescent moon: the dark theme. */
export const MoonIcon = svgIcon('Moon', <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />)
/** A screen on a stand: the system's setting. */
export const MonitorIcon = svgIcon('Monitor', <path d="M3.5 5h17v11h-17zM9 20h6M12 16v4" />)
