/**
 * Placeholder screenshots: a small SVG "screen" per screenshot id, so the demo shows images
 * without shipping any files. Served by the fake server at /demo-screenshots/{id}.svg.
 */
const palette = ['#1f3a5f', '#2e6f57', '#7a4b94', '#a0522d', '#37646f', '#5b5f97'] as const

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)

export interface ScreenshotLabel {
  readonly title: string
  readonly subtitle: string
}

export function screenshotSvg(id: string, label: ScreenshotLabel, width = 1000, height = 625): string {
  let hash = 0
  for (const c of id) hash = (hash * 31 + c.charCodeAt(0)) >>> 0
  const accent = palette[hash % palette.length] ?? palette[0]
  const bars = Array.from({ length: 5 }, (_, i) => {
    const w = 200 + ((hash >>> (i * 3)) % 500)
    return `<rect x="80" y="${200 + i * 60}" width="${w}" height="24" rx="6" fill="#d9dee7"/>`
  }).join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1000 625" role="img" aria-label="${escapeXml(label.title)}">`,
    '<rect width="1000" height="625" fill="#f4f6fa"/>',
    `<rect width="1000" height="56" fill="${accent}"/>`,
    '<circle cx="28" cy="28" r="8" fill="#ff5f57"/><circle cx="52" cy="28" r="8" fill="#febc2e"/><circle cx="76" cy="28" r="8" fill="#28c840"/>',
    `<text x="80" y="130" font-family="system-ui, sans-serif" font-size="40" fill="#1b2430">${escapeXml(label.title)}</text>`,
    `<text x="80" y="170" font-family="system-ui, sans-serif" font-size="22" fill="#5a6575">${escapeXml(label.subtitle)}</text>`,
    bars,
    '<text x="920" y="600" text-anchor="end" font-family="system-ui, sans-serif" font-size="16" fill="#8a94a3">demo screenshot</text>',
    '</svg>',
  ].join('')
}
