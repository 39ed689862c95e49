/**
 * Drawing primitives for the demo screenshots: an SVG "pen" with a seeded random source, the
 * wallpaper and accent palettes, and a macOS window frame.
 */

export const wallpapers: readonly (readonly [string, string])[] = [
  ['#2b5876', '#4e4376'],
  ['#0f766e', '#84cc16'],
  ['#f97316', '#db2777'],
  ['#1e3a8a', '#38bdf8'],
  ['#334155', '#94a3b8'],
  ['#7c3aed', '#f472b6'],
  ['#065f46', '#fbbf24'],
  ['#b91c1c', '#fde68a'],
]
export const accents = ['#2563eb', '#16a34a', '#dc2626', '#9333ea', '#ea580c', '#0891b2', '#db2777', '#4f46e5', '#ca8a04'] as const

/** Escapes text for SVG content and attributes. */
export const esc = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)

const font = 'font-family="-apple-system, system-ui, Helvetica, Arial, sans-serif"'
const mono = 'font-family="ui-monospace, Menlo, Consolas, monospace"'
/** A coordinate rounded to one decimal. */
export const r1 = (n: number): string => String(Math.round(n * 10) / 10)

export class Pen {
  readonly parts: string[] = []
  constructor(readonly rnd: () => number) {}
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.rnd() * list.length)] as T
  }
  between(min: number, max: number): number {
    return min + this.rnd() * (max - min)
  }
  rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): void {
    this.parts.push(`<rect x="${r1(x)}" y="${r1(y)}" width="${r1(Math.max(0, w))}" height="${r1(Math.max(0, h))}" fill="${fill}" ${extra}/>`)
  }
  circle(cx: number, cy: number, r: number, fill: string, extra = ''): void {
    this.parts.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}" ${extra}/>`)
  }
  text(x: number, y: number, size: number, fill: string, content: string, extra = ''): void {
    this.parts.push(`<text x="${r1(x)}" y="${r1(y)}" font-size="${r1(size)}" fill="${fill}" ${font} ${extra}>${esc(content)}</text>`)
  }
  mono(x: number, y: number, size: number, fill: string, content: string): void {
    this.parts.push(`<text x="${r1(x)}" y="${r1(y)}" font-size="${r1(size)}" fill="${fill}" ${mono}>${esc(content)}</text>`)
  }
  /** Grey bars standing for a paragraph of text. */
  paragraph(x: number, y: number, w: number, lines: number, lineHeight: number, fill: string): void {
    for (let i = 0; i < lines; i++) {
      const width = i === lines - 1 ? w * this.between(0.3, 0.7) : w * this.between(0.85, 1)
      this.rect(x, y + i * lineHeight, width, lineHeight * 0.45, fill, 'rx="2"')
    }
  }
}

export interface Box {
  readonly x: number
  readonly y: number
  readonly w: number
  readonly h: number
}

/** A window frame with traffic lights and a title; returns the content box. */
export function windowFrame(pen: Pen, box: Box, title: string, dark: boolean, titleBar = 28): Box {
  const { x, y, w, h } = box
  pen.rect(x + 3, y + 6, w, h, 'rgba(0,0,0,0.25)', 'rx="10"')
  pen.rect(x, y, w, h, dark ? '#1e1e24' : '#ffffff', 'rx="10"')
  pen.rect(x, y, w, titleBar, dark ? '#2d2d34' : '#ececf0', 'rx="10"')
  pen.rect(x, y + titleBar - 10, w, 10, dark ? '#2d2d34' : '#ececf0')
  pen.circle(x + 16, y + titleBar / 2, 5.5, '#ff5f57')
  pen.circle(x + 34, y + titleBar / 2, 5.5, '#febc2e')
  pen.circle(x + 52, y + titleBar / 2, 5.5, '#28c840')
  pen.text(x + w / 2, y + titleBar / 2 + 4.5, 12.5, dark ? '#c9c9d1' : '#4b5563', title, 'text-anchor="middle"')
  return { x, y: y + titleBar, w, h: h - titleBar }
}
