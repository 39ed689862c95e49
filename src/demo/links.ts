/** Text of a demo outbox message split into plain runs and clickable http(s) links. */
export interface TextPart {
  readonly text: string
  readonly href?: string
}

/** Splits text into plain runs and links; punctuation right after a link stays text. */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = []
  const pattern = /https?:\/\/[^\s<>"]+/g
  let last = 0
  for (const match of text.matchAll(pattern)) {
    const trailing = /[.,;:!?)\]'’]+$/.exec(match[0])?.[0] ?? ''
    const url = match[0].slice(0, match[0].length - trailing.length)
    const start = match.index
    if (!/^https?:\/\/./.test(url)) continue
    if (start > last) parts.push({ text: text.slice(last, start) })
    parts.push({ text: url, href: url })
    last = start + url.length
  }
  if (last < text.length) parts.push({ text: text.slice(last) })
  return parts
}
