/**
 * Demo screenshots: an SVG drawing of a Mac screen per screenshot id, made here (no image files,
 * nothing fetched). The id picks the scene (browser, code editor, chat, game, document, drawing
 * app, Finder), its colours, text and layout, so the same id always draws the same picture.
 * Served by the fake server at /demo-screenshots/{id}.svg.
 */
import { idHash, seededRandom } from '../../core/random'
import { browser, chat, code, documentApp, drawing, finder, game } from './scenes'
import { type Box, Pen, accents, esc, r1, wallpapers, windowFrame } from './pen'

export interface ScreenshotLabel {
  /** The image's accessible name, e.g. "Maya’s screen". */
  readonly title: string
  readonly subtitle: string
}

export const screenshotScenes = ['browser', 'code', 'chat', 'game', 'document', 'drawing', 'finder'] as const
export type ScreenshotScene = (typeof screenshotScenes)[number]

/** The placeholder image the fake server serves for a screenshot. */
export const screenshotUrl = (id: string): string => `/demo-screenshots/${id.toLowerCase()}.svg`

/** The scene a screenshot id draws. */
export const sceneOf = (id: string): ScreenshotScene => screenshotScenes[(idHash(id) >>> 4) % screenshotScenes.length] ?? 'browser'

/** An SVG picture of a Mac screen for screenshot `id`, `width` × `height` pixels. */
export function screenshotSvg(id: string, label: ScreenshotLabel, width = 1000, height = 625): string {
  const w = Math.max(200, Math.round(width))
  const h = Math.max(120, Math.round(height))
  const hash = idHash(id)
  const pen = new Pen(seededRandom(hash))
  const [from, to] = wallpapers[hash % wallpapers.length] ?? ['#2b5876', '#4e4376']
  const accent = accents[(hash >>> 8) % accents.length] ?? '#2563eb'
  const scene = sceneOf(id)

  pen.parts.push(
    `<defs><linearGradient id="wp" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
  )
  pen.rect(0, 0, w, h, 'url(#wp)')
  pen.parts.push(
    `<path d="M0 ${r1(h * 0.75)} Q${r1(w * 0.3)} ${r1(h * 0.55)} ${r1(w * 0.6)} ${r1(h * 0.72)} T${w} ${r1(h * 0.65)} V${h} H0 Z" fill="rgba(255,255,255,0.12)"/>`,
  )
  // Menu bar.
  pen.rect(0, 0, w, 24, 'rgba(20,20,28,0.55)')
  pen.circle(20, 12, 6, 'rgba(255,255,255,0.9)')
  const appNames: Record<ScreenshotScene, string> = {
    browser: pen.pick(['Safari', 'Google Chrome', 'Firefox']),
    code: pen.pick(['Visual Studio Code', 'Xcode']),
    chat: pen.pick(['Messages', 'Slack', 'Discord']),
    game: 'Minecraft',
    document: 'Pages',
    drawing: 'Preview',
    finder: 'Finder',
  }
  pen.text(36, 16.5, 13, '#ffffff', appNames[scene], 'font-weight="600"')
  let menuX = 58 + appNames[scene].length * 8
  for (const item of ['File', 'Edit', 'View', 'Window', 'Help']) {
    pen.text(menuX, 16.5, 13, '#ffffff', item)
    menuX += item.length * 8 + 18
  }
  pen.circle(w - 30, 12, 5, 'rgba(255,255,255,0.8)')
  pen.rect(w - 80, 7, 36, 10, 'rgba(255,255,255,0.7)', 'rx="3"')

  // The main window; desktop scenes sometimes leave room for a second, partly hidden window.
  const margin = pen.between(0.03, 0.1)
  const box: Box = {
    x: w * margin + pen.between(0, w * 0.04),
    y: 24 + h * pen.between(0.03, 0.06),
    w: w * (1 - 2 * margin),
    h: h - 24 - h * 0.06 - 70,
  }
  if (pen.rnd() < 0.4) {
    windowFrame(pen, { x: box.x + box.w * 0.45, y: box.y - 6, w: box.w * 0.5, h: box.h * 0.6 }, pen.pick(['Notes', 'Calendar', 'Music']), false)
  }
  if (scene === 'browser') browser(pen, box, accent)
  else if (scene === 'code') code(pen, box)
  else if (scene === 'chat') chat(pen, box, accent, appNames.chat)
  else if (scene === 'game') game(pen, box)
  else if (scene === 'document') documentApp(pen, box, accent)
  else if (scene === 'drawing') drawing(pen, box)
  else finder(pen, box, accent)

  // Dock.
  const icons = 9
  const iconSize = Math.min(44, w / 20)
  const dockW = icons * (iconSize + 8) + 12
  const dockX = (w - dockW) / 2
  pen.rect(dockX, h - iconSize - 20, dockW, iconSize + 14, 'rgba(255,255,255,0.35)', 'rx="14"')
  for (let i = 0; i < icons; i++) {
    pen.rect(dockX + 10 + i * (iconSize + 8), h - iconSize - 13, iconSize, iconSize, accents[(i + hash) % accents.length] ?? '#2563eb', 'rx="10"')
  }

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label.title)}">`,
    `<title>${esc(label.title)}</title>`,
    ...pen.parts,
    '</svg>',
  ].join('')
}
