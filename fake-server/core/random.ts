/**
 * Deterministic randomness for tests and the seed: a small 32-bit PRNG, a UUID v4 generator
 * driven by any `() => number` source, and a stable string hash. Real randomness is chosen only by the entry files
 * (browser.ts, node.ts).
 */

/** A seeded pseudo-random source in [0, 1). Same seed, same sequence. */
export function seededRandom(seed: number): () => number {
  // Four words of state, filled from the seed with a multiplicative hash.
  let a = (seed ^ 0x9e3779b9) >>> 0
  let b = Math.imul(seed ^ 0x85ebca6b, 0xc2b2ae35) >>> 0
  let c = Math.imul(seed ^ 0x27d4eb2f, 0x165667b1) >>> 0
  let d = (a ^ b ^ c ^ 0x5bd1e995) >>> 0
  const next = (): number => {
    // A counter-assisted xor-shift-add step (small-fast-counter style).
    const t = (((a + b) >>> 0) + d) >>> 0
    d = (d + 1) >>> 0
    a = (b ^ (b >>> 9)) >>> 0
    b = (c + (c << 3)) >>> 0
    c = ((c << 21) | (c >>> 11)) >>> 0
    c = (c + t) >>> 0
    return t
  }
  for (let i = 0; i < 16; i++) next()
  return () => next() / 4294967296
}

const hex = (n: number, width: number): string => n.toString(16).padStart(width, '0')

/** A UUID v4 generator (upper case) drawing its bits from `random`. */
export function uuidGenerator(random: () => number): () => string {
  return () => {
    const bytes: number[] = []
    for (let i = 0; i < 16; i++) bytes.push(Math.floor(random() * 256) & 0xff)
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
    bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
    const h = bytes.map((b) => hex(b, 2)).join('')
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`.toUpperCase()
  }
}

/** A seeded `{random, ids}` pair, handy for tests: `createFakeServer({...seeded(42)})`. */
export function seeded(seed: number): { random: () => number; ids: () => string } {
  const random = seededRandom(seed)
  // A separate stream for ids, so drawing a random number does not shift the ids.
  const ids = uuidGenerator(seededRandom(seed ^ 0x5eed1d5))
  return { random, ids }
}

/** An integer in [min, max] (both inclusive). */
export const randomInt = (random: () => number, min: number, max: number): number => min + Math.floor(random() * (max - min + 1))

/** A 32-bit hash of the id (FNV-1a with a final mix), stable across runs. */
export function idHash(id: string): number {
  let h = 0x811c9dc5
  for (const c of id.toUpperCase()) {
    h ^= c.charCodeAt(0)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b) >>> 0
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35) >>> 0
  h ^= h >>> 16
  return h >>> 0
}
