/** The Gatehouse mark: a gatehouse arch on a navy tile. */
export function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect className="logo-mark__tile" width="32" height="32" rx="7" />
      <path className="logo-mark__arch" d="M8 26V13l8-6 8 6v13h-5v-7a3 3 0 0 0-6 0v7z" />
    </svg>
  )
}

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="logo">
      <LogoMark />
      {compact ? <span className="visually-hidden">Gatehouse</span> : <span>Gatehouse</span>}
    </span>
  )
}
