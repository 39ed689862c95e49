/**
 * The scenes a demo screenshot shows inside its main window: a web browser, a code editor, a
 * chat app, a block game, a word processor, a drawing app and Finder. Each draws with the pen's
 * seeded random source, so the same screenshot id always draws the same picture.
 */
import { chatNames, codeFiles, documentTitles, typingContexts, webPages } from '../activity/corpus'
import { type Box, type Pen, accents, r1, windowFrame } from './pen'

export function browser(pen: Pen, box: Box, accent: string): void {
  const page = pen.pick(webPages)
  const content = windowFrame(pen, box, page.title, false, 30)
  const { x, y, w, h } = content
  // Tab and address bar.
  pen.rect(x, y, w, 38, '#f3f4f6')
  pen.rect(x + 12, y + 7, w - 24, 24, '#ffffff', 'rx="12" stroke="#d1d5db"')
  pen.text(x + 30, y + 23.5, 12.5, '#374151', page.url)
  const top = y + 38
  // Site header.
  pen.rect(x, top, w, 44, accent)
  pen.text(x + 20, top + 28, 17, '#ffffff', page.title, 'font-weight="600"')
  for (let i = 0; i < 4; i++) pen.rect(x + w - 70 - i * 70, top + 18, 50, 8, 'rgba(255,255,255,0.7)', 'rx="4"')
  // Hero picture and article.
  const hero = { x: x + 20, y: top + 60, w: w * 0.62, h: h * 0.36 }
  pen.rect(hero.x, hero.y, hero.w, hero.h, pen.pick(['#bfdbfe', '#bbf7d0', '#fde68a', '#fbcfe8', '#ddd6fe']), 'rx="8"')
  pen.circle(hero.x + hero.w * 0.75, hero.y + hero.h * 0.3, hero.h * 0.14, '#fef3c7')
  pen.parts.push(
    `<path d="M${r1(hero.x)} ${r1(hero.y + hero.h)} L${r1(hero.x + hero.w * 0.3)} ${r1(hero.y + hero.h * 0.35)} L${r1(hero.x + hero.w * 0.55)} ${r1(hero.y + hero.h * 0.75)} L${r1(hero.x + hero.w * 0.7)} ${r1(hero.y + hero.h * 0.5)} L${r1(hero.x + hero.w)} ${r1(hero.y + hero.h)} Z" fill="${accent}" opacity="0.75"/>`,
  )
  const textTop = hero.y + hero.h + 26
  pen.rect(hero.x, textTop - 14, hero.w * 0.7, 16, '#111827', 'rx="3"')
  pen.paragraph(hero.x, textTop + 14, hero.w, Math.max(2, Math.floor((y + h - textTop - 30) / 18)), 18, '#d1d5db')
  // Sidebar cards.
  const sideX = hero.x + hero.w + 20
  const sideW = x + w - sideX - 20
  for (let i = 0; i < 3; i++) {
    const cardY = hero.y + i * (hero.h * 0.55 + 14)
    if (cardY + 60 > y + h) break
    pen.rect(sideX, cardY, sideW, hero.h * 0.55, '#f9fafb', 'rx="8" stroke="#e5e7eb"')
    pen.rect(sideX + 10, cardY + 10, sideW * 0.35, hero.h * 0.55 - 20, pen.pick(['#fecaca', '#c7d2fe', '#a7f3d0', '#fed7aa']), 'rx="4"')
    pen.paragraph(sideX + sideW * 0.42, cardY + 14, sideW * 0.5, 3, 14, '#d1d5db')
  }
}

export function code(pen: Pen, box: Box): void {
  const file = pen.pick(codeFiles)
  const { x, y, w, h } = windowFrame(pen, box, `${file} — projects`, true)
  const side = Math.min(180, w * 0.22)
  pen.rect(x, y, side, h, '#25252b')
  for (let i = 0; i < Math.min(14, Math.floor(h / 22)); i++) {
    pen.rect(x + 14 + (i % 3 === 0 ? 0 : 12), y + 16 + i * 22, pen.between(50, side - 40), 8, i === 2 ? '#60a5fa' : '#52525b', 'rx="3"')
  }
  pen.rect(x + side, y, w - side, 28, '#2a2a31')
  pen.rect(x + side, y, 120, 28, '#1e1e24')
  pen.text(x + side + 14, y + 18, 12, '#e4e4e7', file)
  const colours = ['#c084fc', '#60a5fa', '#f472b6', '#fbbf24', '#34d399', '#e4e4e7', '#94a3b8']
  const samples = typingContexts.find((c) => c.kind === 'code')?.lines ?? []
  let indent = 0
  for (let i = 0; i < Math.floor((h - 44) / 19); i++) {
    const ly = y + 44 + i * 19
    pen.mono(x + side + 10, ly + 10, 11, '#52525b', String(i + 1).padStart(2, ' '))
    if (pen.rnd() < 0.12) continue
    if (pen.rnd() < 0.15 && samples.length > 0) {
      pen.mono(x + side + 44 + indent * 18, ly + 10, 12, '#e4e4e7', pen.pick(samples))
    } else {
      let cx = x + side + 44 + indent * 18
      for (let t = 0; t < 1 + Math.floor(pen.rnd() * 4); t++) {
        const tw = pen.between(24, 110)
        if (cx + tw > x + w - 20) break
        pen.rect(cx, ly + 2, tw, 9, pen.pick(colours), 'rx="2"')
        cx += tw + 8
      }
    }
    indent = Math.max(0, Math.min(3, indent + (pen.rnd() < 0.25 ? 1 : pen.rnd() < 0.25 ? -1 : 0)))
  }
}

export function chat(pen: Pen, box: Box, accent: string, app: string): void {
  const { x, y, w, h } = windowFrame(pen, box, app, app === 'Discord')
  const dark = app === 'Discord'
  const side = Math.min(220, w * 0.3)
  pen.rect(x, y, side, h, dark ? '#2b2d31' : '#f3f4f6')
  const names = [...chatNames].sort(() => pen.rnd() - 0.5)
  const active = names[0] ?? 'Emma'
  for (let i = 0; i < Math.min(names.length, Math.floor(h / 54)); i++) {
    const cy = y + 14 + i * 54
    if (i === 0) pen.rect(x + 6, cy - 6, side - 12, 50, dark ? '#404249' : '#dbeafe', 'rx="8"')
    pen.circle(x + 30, cy + 19, 16, pen.pick(accents))
    pen.text(x + 24, cy + 24, 13, '#ffffff', (names[i] ?? '?').charAt(0).toUpperCase())
    pen.text(x + 56, cy + 16, 13, dark ? '#f2f3f5' : '#111827', names[i] ?? '', 'font-weight="600"')
    pen.rect(x + 56, cy + 26, pen.between(60, side - 80), 7, dark ? '#4e5058' : '#d1d5db', 'rx="3"')
  }
  const mainX = x + side
  const mainW = w - side
  pen.rect(mainX, y, mainW, 40, dark ? '#313338' : '#ffffff', 'stroke="#e5e7eb"')
  pen.text(mainX + 16, y + 25, 14, dark ? '#f2f3f5' : '#111827', active, 'font-weight="600"')
  if (dark) pen.rect(mainX, y + 40, mainW, h - 40, '#313338')
  const lines = typingContexts.find((c) => c.kind === 'chat')?.lines ?? []
  let by = y + h - 70
  while (by > y + 60) {
    const mine = pen.rnd() < 0.5
    const text = pen.pick(lines)
    const bw = Math.min(mainW * 0.7, 24 + text.length * 7.2)
    const bx = mine ? mainX + mainW - bw - 16 : mainX + 16
    pen.rect(bx, by - 26, bw, 32, mine ? accent : dark ? '#404249' : '#e5e7eb', 'rx="16"')
    pen.text(bx + 12, by - 5, 13, mine || dark ? '#ffffff' : '#111827', text)
    by -= 44
  }
  pen.rect(mainX + 14, y + h - 44, mainW - 28, 32, dark ? '#383a40' : '#f3f4f6', 'rx="16"')
}

export function game(pen: Pen, box: Box): void {
  const { x, y, w, h } = windowFrame(pen, box, pen.pick(['Minecraft', 'Block Builders', 'Maze Runner']), true, 26)
  const night = pen.rnd() < 0.25
  pen.parts.push(`<clipPath id="game"><rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}"/></clipPath><g clip-path="url(#game)">`)
  pen.rect(x, y, w, h, night ? '#1e293b' : '#7dd3fc')
  pen.circle(x + w * pen.between(0.6, 0.85), y + h * 0.18, Math.min(w, h) * 0.06, night ? '#e2e8f0' : '#fde047')
  const size = Math.max(18, Math.round(w / pen.between(22, 34)))
  const cols = Math.ceil(w / size)
  let ground = Math.floor((h * 0.55) / size)
  for (let c = 0; c < cols; c++) {
    ground = Math.max(4, Math.min(Math.floor(h / size) - 2, ground + (pen.rnd() < 0.3 ? (pen.rnd() < 0.5 ? -1 : 1) : 0)))
    const gx = x + c * size
    const top = y + ground * size
    pen.rect(gx, top, size, size, '#4ade80', 'stroke="#166534" stroke-width="1"')
    for (let r = top + size; r < y + h; r += size) {
      pen.rect(gx, r, size, Math.min(size, y + h - r), r - top > size * 3 ? '#78716c' : '#a16207', 'stroke="#44403c" stroke-width="0.5"')
    }
    if (pen.rnd() < 0.08 && c > 1 && c < cols - 2) {
      pen.rect(gx + size * 0.35, top - size * 2, size * 0.3, size * 2, '#92400e')
      pen.rect(gx - size * 0.6, top - size * 3.4, size * 2.2, size * 1.6, '#15803d')
    }
  }
  // Player, hotbar and hearts.
  const px = x + w * 0.45
  pen.rect(px, y + h * 0.38, size * 0.8, size * 1.6, '#2563eb')
  pen.rect(px, y + h * 0.38 - size * 0.8, size * 0.8, size * 0.8, '#fcd34d')
  const slot = Math.min(40, w / 14)
  const barX = x + w / 2 - slot * 4.5
  for (let i = 0; i < 9; i++) {
    pen.rect(barX + i * slot, y + h - slot - 10, slot - 2, slot - 2, 'rgba(0,0,0,0.55)', i === 2 ? 'stroke="#ffffff" stroke-width="2"' : '')
    if (pen.rnd() < 0.7) pen.rect(barX + i * slot + 8, y + h - slot - 2, slot - 18, slot - 18, pen.pick(accents))
  }
  for (let i = 0; i < 10; i++) pen.circle(barX + 6 + i * 14, y + h - slot - 22, 5, i < 7 ? '#ef4444' : '#57534e')
  pen.text(x + 14, y + 24, 14, '#ffffff', `Score ${Math.floor(pen.between(10, 990))}`, 'font-weight="700"')
  pen.parts.push('</g>')
}

export function documentApp(pen: Pen, box: Box, accent: string): void {
  const title = pen.pick(documentTitles)
  const { x, y, w, h } = windowFrame(pen, box, `${title}.pages`, false)
  pen.rect(x, y, w, 36, '#f9fafb', 'stroke="#e5e7eb"')
  for (let i = 0; i < 8; i++) pen.rect(x + 14 + i * 34, y + 10, 22, 16, i === 3 ? accent : '#d1d5db', 'rx="4"')
  pen.rect(x, y + 36, w, h - 36, '#e5e7eb')
  const pageW = Math.min(w * 0.62, (h - 36) * 0.9)
  const px = x + (w - pageW) / 2
  pen.rect(px, y + 52, pageW, h - 52, '#ffffff', 'stroke="#d1d5db"')
  pen.text(px + 36, y + 96, Math.max(16, pageW / 20), '#111827', title, 'font-weight="700"')
  const lines = typingContexts.find((c) => c.kind === 'essay')?.lines ?? []
  const size = Math.max(9, pageW / 48)
  const maxChars = Math.floor((pageW - 72) / (size * 0.52))
  let ly = y + 130
  while (ly < y + h - 20) {
    const line = pen.pick(lines)
    pen.text(px + 36, ly, size, '#374151', line.length > maxChars ? `${line.slice(0, maxChars - 1)}…` : line)
    ly += size * 1.7
    if (pen.rnd() < 0.2) ly += size
  }
}

export function drawing(pen: Pen, box: Box): void {
  const { x, y, w, h } = windowFrame(pen, box, pen.pick(['Sketch Pad', 'Doodle', 'Paint']), false)
  pen.rect(x, y, 52, h, '#f3f4f6')
  for (let i = 0; i < Math.min(10, Math.floor(h / 40)); i++) pen.rect(x + 12, y + 12 + i * 40, 28, 28, i === 1 ? '#bfdbfe' : '#e5e7eb', 'rx="6"')
  pen.rect(x + 52, y, w - 52, h, pen.pick(['#ffffff', '#fffbeb', '#f0f9ff']))
  for (let s = 0; s < 9; s++) {
    const colour = pen.pick(accents)
    const cx = x + 52 + pen.between(40, w - 100)
    const cy = y + pen.between(40, h - 60)
    const kind = pen.rnd()
    if (kind < 0.35) pen.circle(cx, cy, pen.between(18, 70), colour, `opacity="${r1(pen.between(0.5, 0.9))}"`)
    else if (kind < 0.6) pen.rect(cx, cy, pen.between(30, 120), pen.between(20, 90), colour, 'rx="6" opacity="0.8"')
    else {
      let d = `M${r1(cx)} ${r1(cy)}`
      for (let p = 0; p < 5; p++)
        d += ` Q${r1(cx + pen.between(-90, 90))} ${r1(cy + pen.between(-70, 70))} ${r1(cx + pen.between(-120, 120))} ${r1(cy + pen.between(-80, 80))}`
      pen.parts.push(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="${r1(pen.between(3, 9))}" stroke-linecap="round"/>`)
    }
  }
  const palette = x + 52 + 16
  for (let i = 0; i < 8; i++) pen.circle(palette + i * 26, y + h - 22, 9, accents[i] ?? '#000000', 'stroke="#ffffff" stroke-width="2"')
}

export function finder(pen: Pen, box: Box, accent: string): void {
  const folder = pen.pick(['Documents', 'Desktop', 'School', 'Downloads', 'Pictures'])
  const { x, y, w, h } = windowFrame(pen, box, folder, false)
  const side = Math.min(170, w * 0.24)
  pen.rect(x, y, side, h, '#f3f4f6')
  for (const [i, name] of ['Recents', 'Applications', 'Desktop', 'Documents', 'Downloads', 'School'].entries()) {
    pen.circle(x + 20, y + 24 + i * 26, 5, accent)
    pen.text(x + 32, y + 28 + i * 26, 12, '#374151', name)
  }
  const cell = 104
  const cols = Math.max(1, Math.floor((w - side - 20) / cell))
  const names = [...documentTitles, ...codeFiles, 'Photos', 'Homework', 'Music']
  for (let i = 0; i < cols * Math.max(1, Math.floor((h - 20) / 110)); i++) {
    const cx = x + side + 20 + (i % cols) * cell
    const cy = y + 20 + Math.floor(i / cols) * 110
    const isFolder = pen.rnd() < 0.4
    pen.rect(cx + 20, cy + 10, 56, isFolder ? 44 : 60, isFolder ? '#60a5fa' : '#ffffff', `rx="${isFolder ? 6 : 3}" stroke="#cbd5e1"`)
    if (!isFolder) pen.paragraph(cx + 28, cy + 22, 40, 4, 10, '#cbd5e1')
    const label = pen.pick(names)
    pen.text(cx + 48, cy + 90, 11, '#111827', label.length > 14 ? `${label.slice(0, 13)}…` : label, 'text-anchor="middle"')
  }
}
