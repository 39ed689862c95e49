/**
 * A QR code drawn locally as SVG (uqr encodes; nothing is fetched). Loaded lazily by the
 * onboarding so the encoder stays out of the other screens' bundles.
 */
import { useMemo } from 'react'
import { encode } from 'uqr'

export default function QrCode({ value, label, size = 160 }: { value: string; label: string; size?: number }) {
  const { path, count } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 })
    let d = ''
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`
      }),
    )
    return { path: d, count: qr.data.length }
  }, [value])
  return (
    <svg className="qr-code" role="img" aria-label={label} viewBox={`0 0 ${count} ${count}`} width={size} height={size} shapeRendering="crispEdges">
      <rect width={count} height={count} style={{ fill: 'var(--qr-light)' }} />
      <path d={path} style={{ fill: 'var(--qr-dark)' }} />
    </svg>
  )
}
