import type { ReactNode } from 'react'
import { modelFamilyName } from '@domain/devices/status'
import type { DeviceModelFamily } from '@domain/api/wire'

/**
 * Line-and-fill drawings of each Mac model family, drawn for Gatehouse and shipped inline
 * (nothing is fetched). Every drawing shares one 80×60 canvas so pictures line up in lists.
 */

/** The family's plain name, e.g. 'MacBook Air' (domain wording). */

/** The drawings' paints: design tokens (src/styles/tokens.css), so both themes follow. */
const c = {
  silver: 'var(--model-silver)',
  silverDark: 'var(--model-silver-dark)',
  silverLight: 'var(--model-silver-light)',
  edge: 'var(--model-edge)',
  spaceGrey: 'var(--model-space-grey)',
  spaceGreyDark: 'var(--model-space-grey-dark)',
  display: 'var(--model-display)',
  displayDeep: 'var(--model-display-deep)',
  hill: 'var(--model-hill)',
  sun: 'var(--model-sun)',
  gold: 'var(--model-gold)',
  goldDark: 'var(--model-gold-dark)',
  blue: 'var(--model-blue)',
  blueDark: 'var(--model-blue-dark)',
  shadow: 'var(--model-shadow)',
}

/** The same small landscape on every screen: a navy sky, a hill and a low sun. */
function Wallpaper({ x, y, w, h }: { x: number; y: number; w: number; h: number }) {
  return (
    <g>
      <rect style={{ fill: c.display }} x={x} y={y} width={w} height={h} rx={1} />
      <circle style={{ fill: c.sun }} cx={x + w * 0.7} cy={y + h * 0.52} r={h * 0.16} opacity={0.9} />
      <path
        style={{ fill: c.hill }}
        d={`M${x} ${y + h * 0.72} Q${x + w * 0.3} ${y + h * 0.45} ${x + w * 0.55} ${y + h * 0.68} T${x + w} ${y + h * 0.6} V${y + h} H${x} Z`}
      />
      <path style={{ fill: c.displayDeep }} d={`M${x} ${y + h} H${x + w} V${y + h * 0.86} Q${x + w * 0.5} ${y + h * 0.78} ${x} ${y + h * 0.9} Z`} />
    </g>
  )
}

function Shadow({ cx, cy, rx }: { cx: number; cy: number; rx: number }) {
  return <ellipse style={{ fill: c.shadow }} cx={cx} cy={cy} rx={rx} ry={2} opacity={0.12} />
}

function MacBookDrawing() {
  // The slim 12-inch laptop: gold lid, thin even base with a finger notch.
  return (
    <>
      <Shadow cx={40} cy={50} rx={34} />
      <rect style={{ fill: c.gold, stroke: c.goldDark }} x={15} y={8} width={50} height={33} rx={2.5} strokeWidth={0.8} />
      <rect style={{ fill: c.displayDeep }} x={16.8} y={9.8} width={46.4} height={29.4} rx={1.5} />
      <Wallpaper x={18.5} y={11.5} w={43} h={26} />
      <path style={{ fill: c.gold, stroke: c.goldDark }} d="M7 41.5 H73 L72 45 Q71.6 46.2 70.2 46.2 H9.8 Q8.4 46.2 8 45 Z" strokeWidth={0.8} />
      <rect style={{ fill: c.goldDark }} x={35} y={41.5} width={10} height={1.4} rx={0.7} />
    </>
  )
}

function MacBookAirDrawing() {
  // The wedge: base tapers to a thin front edge.
  return (
    <>
      <Shadow cx={40} cy={50} rx={35} />
      <rect style={{ fill: c.silver, stroke: c.edge }} x={14} y={7} width={52} height={34} rx={2.5} strokeWidth={0.8} />
      <rect style={{ fill: c.displayDeep }} x={15.8} y={8.8} width={48.4} height={30.4} rx={1.5} />
      <Wallpaper x={17.5} y={10.5} w={45} h={27} />
      <path style={{ fill: c.silverLight, stroke: c.edge }} d="M5 41 H75 L69.5 46.5 Q69 47 68 47 H12 Q11 47 10.5 46.5 Z" strokeWidth={0.8} />
      <path style={{ stroke: c.silverDark }} d="M8 43.2 H72" strokeWidth={0.6} />
      <rect style={{ fill: c.silverDark }} x={35} y={41} width={10} height={1.2} rx={0.6} />
    </>
  )
}

function MacBookProDrawing() {
  // Space-grey, thicker square base with feet, a camera notch in the display.
  return (
    <>
      <Shadow cx={40} cy={51} rx={35} />
      <rect style={{ fill: c.spaceGrey, stroke: c.spaceGreyDark }} x={13} y={6} width={54} height={35} rx={2.5} strokeWidth={0.8} />
      <rect style={{ fill: c.displayDeep }} x={14.6} y={7.6} width={50.8} height={31.8} rx={1.6} />
      <Wallpaper x={15.8} y={8.8} w={48.4} h={29.4} />
      <path style={{ fill: c.displayDeep }} d="M35.5 8.8 H44.5 V10.6 Q44.5 11.6 43.5 11.6 H36.5 Q35.5 11.6 35.5 10.6 Z" />
      <rect style={{ fill: c.spaceGrey, stroke: c.spaceGreyDark }} x={5} y={41} width={70} height={6} rx={1.8} strokeWidth={0.8} />
      <rect style={{ fill: c.spaceGreyDark }} x={34} y={41} width={12} height={1.6} rx={0.8} />
      <rect style={{ fill: c.spaceGreyDark }} x={9} y={47} width={6} height={1.4} rx={0.7} />
      <rect style={{ fill: c.spaceGreyDark }} x={65} y={47} width={6} height={1.4} rx={0.7} />
    </>
  )
}

function IMacDrawing() {
  // The all-in-one: coloured chin below the display, a slim stand and foot.
  return (
    <>
      <Shadow cx={40} cy={55} rx={18} />
      <path style={{ fill: c.blueDark }} d="M34 43 H46 L48.5 53.5 H31.5 Z" />
      <rect style={{ fill: c.blueDark }} x={27} y={53} width={26} height={2.4} rx={1.2} />
      <rect style={{ fill: c.blue, stroke: c.blueDark }} x={9} y={3} width={62} height={41} rx={2.8} strokeWidth={0.8} />
      <rect style={{ fill: c.silverLight }} x={11} y={5} width={58} height={31} rx={1.2} />
      <Wallpaper x={12.5} y={6.5} w={55} h={28} />
      <path style={{ fill: c.blueDark }} d="M9 36 H71 V41.2 Q71 44 68.2 44 H11.8 Q9 44 9 41.2 Z" opacity={0.35} />
    </>
  )
}

function MiniDrawing() {
  // A low square slab seen slightly from above, with a status light.
  return (
    <>
      <Shadow cx={40} cy={44} rx={33} />
      <rect style={{ fill: c.silverDark, stroke: c.edge }} x={8} y={30} width={64} height={12} rx={3.5} strokeWidth={0.8} />
      <path
        style={{ fill: c.silverLight, stroke: c.edge }}
        d="M12 22 H68 Q72 22 72 26 V33 Q72 34 71 34 H9 Q8 34 8 33 V26 Q8 22 12 22 Z"
        strokeWidth={0.8}
      />
      <ellipse style={{ fill: c.silver }} cx={40} cy={28} rx={9} ry={3} />
      <circle style={{ fill: c.sun }} cx={65} cy={38} r={1.1} />
    </>
  )
}

function StudioDrawing() {
  // The tall compact box: same footprint family as mini, taller, front ports.
  return (
    <>
      <Shadow cx={40} cy={50} rx={28} />
      <rect style={{ fill: c.silverDark, stroke: c.edge }} x={13} y={20} width={54} height={28} rx={4} strokeWidth={0.8} />
      <path
        style={{ fill: c.silverLight, stroke: c.edge }}
        d="M17 12 H63 Q67 12 67 16 V22 Q67 23 66 23 H14 Q13 23 13 22 V16 Q13 12 17 12 Z"
        strokeWidth={0.8}
      />
      <g style={{ fill: c.spaceGreyDark }}>
        <rect x={20} y={36} width={1.6} height={4.5} rx={0.8} />
        <rect x={25} y={36} width={1.6} height={4.5} rx={0.8} />
        <rect x={45} y={38} width={9} height={1.3} rx={0.65} />
      </g>
      <circle style={{ fill: c.sun }} cx={60} cy={40} r={1.1} />
      <rect style={{ fill: c.edge }} x={13} y={44} width={54} height={4} rx={2} opacity={0.35} />
    </>
  )
}

function ProDrawing() {
  // The tower: handles over the top, a lattice of round holes across the front, four feet.
  const holes: ReactNode[] = []
  for (let row = 0; row < 7; row++)
    for (let col = 0; col < 5; col++)
      holes.push(<circle key={`${row}-${col}`} cx={29.5 + col * 5.25 + (row % 2 ? 2.6 : 0)} cy={15 + row * 4.7} r={1.6} />)
  return (
    <>
      <Shadow cx={40} cy={56} rx={20} />
      <path style={{ stroke: c.edge }} d="M25 10 V6.5 Q25 3 28.5 3 H31 Q33 3 33 5 V10" fill="none" strokeWidth={1.6} />
      <path style={{ stroke: c.edge }} d="M47 10 V5 Q47 3 49 3 H51.5 Q55 3 55 6.5 V10" fill="none" strokeWidth={1.6} />
      <rect style={{ fill: c.silver, stroke: c.edge }} x={23} y={9} width={34} height={44} rx={3} strokeWidth={0.8} />
      <g style={{ fill: c.spaceGreyDark }} opacity={0.75}>
        {holes}
      </g>
      <rect style={{ fill: c.edge }} x={25} y={53} width={5} height={2.4} rx={1} />
      <rect style={{ fill: c.edge }} x={50} y={53} width={5} height={2.4} rx={1} />
    </>
  )
}

function UnknownDrawing() {
  // A generic display with a question mark.
  return (
    <>
      <Shadow cx={40} cy={54} rx={16} />
      <path style={{ fill: c.silverDark }} d="M36 42 H44 L45.5 52 H34.5 Z" />
      <rect style={{ fill: c.silverDark }} x={29} y={52} width={22} height={2.2} rx={1.1} />
      <rect style={{ fill: c.silver, stroke: c.edge }} x={12} y={6} width={56} height={37} rx={3} strokeWidth={0.8} />
      <rect
        style={{ fill: c.silverLight, stroke: c.silverDark }}
        x={15}
        y={9}
        width={50}
        height={31}
        rx={1.5}
        strokeWidth={0.8}
        strokeDasharray="2.5 2"
      />
      <path
        style={{ stroke: c.display }}
        d="M35.5 20.5 Q35.5 15.5 40 15.5 Q44.5 15.5 44.5 19.5 Q44.5 22.2 41.8 23.6 Q40.2 24.5 40.2 26.6 V27.6"
        fill="none"
        strokeWidth={2.4}
        strokeLinecap="round"
      />
      <circle style={{ fill: c.display }} cx={40.2} cy={32} r={1.6} />
    </>
  )
}

const drawings: Readonly<Record<DeviceModelFamily, () => ReactNode>> = {
  macBook: MacBookDrawing,
  macBookAir: MacBookAirDrawing,
  macBookPro: MacBookProDrawing,
  mini: MiniDrawing,
  iMac: IMacDrawing,
  studio: StudioDrawing,
  pro: ProDrawing,
  unknown: UnknownDrawing,
}

export interface ModelPictureProps {
  family: DeviceModelFamily
  /**
   * What a screen reader hears, e.g. the device's model title. Defaults to the family name.
   * Ignored when `decorative`.
   */
  label?: string
  /** Use when a visible caption already names the model: the picture is hidden from assistive tech. */
  decorative?: boolean
  /** Rendered width in CSS pixels (height follows the 4:3 canvas). Default 64. */
  size?: number
  className?: string
}

/** A picture of a Mac of the given model family. */
export function ModelPicture({ family, label, decorative = false, size = 64, className }: ModelPictureProps) {
  const Drawing = drawings[family] ?? drawings.unknown
  const a11y = decorative ? ({ 'aria-hidden': true } as const) : ({ role: 'img', 'aria-label': label ?? modelFamilyName(family) } as const)
  return (
    <svg
      {...a11y}
      className={['model-picture', className].filter(Boolean).join(' ')}
      viewBox="0 0 80 60"
      width={size}
      height={(size * 3) / 4}
      focusable="false"
      data-family={family}
      style={{ flex: 'none', display: 'block' }}
    >
      <Drawing />
    </svg>
  )
}
