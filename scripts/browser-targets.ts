/**
 * The browsers the dashboard supports, as Vite's build target: package.json's `browserslist`
 * (the browsers README's Requirements name) turned into the oldest version of each engine, so
 * the build writes its JavaScript and CSS for those browsers and no older ones (CSS
 * `light-dark()` stays as it is instead of being rewritten for browsers without it).
 */
import browserslist from 'browserslist'

/** browserslist's browser names → the build target's engines. A browser not here stops the build. */
const engines: Readonly<Record<string, string>> = {
  chrome: 'chrome',
  and_chr: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  and_ff: 'firefox',
  safari: 'safari',
  ios_saf: 'ios',
}

/**
 * The oldest version of each engine among the browsers `queries` select (by default the
 * browserslist of the package.json found from the folder `path` upwards), e.g.
 * `['chrome123', 'safari17.5']`.
 */
export function buildTargets(path: string, queries?: string | readonly string[]): string[] {
  const oldest = new Map<string, readonly [number, number]>()
  for (const entry of browserslist(queries, { path })) {
    const [name = '', version = ''] = entry.split(' ')
    const engine = engines[name]
    // A range such as Safari's "18.5-18.7" counts from its first version.
    const [major = Number.NaN, minor = 0] = (version.split('-')[0] ?? '').split('.').map(Number)
    if (!engine || !Number.isFinite(major)) {
      throw new Error(`browserslist selects ${entry}, which the build cannot target: name only ${Object.keys(engines).join(', ')}.`)
    }
    const known = oldest.get(engine)
    if (!known || major < known[0] || (major === known[0] && minor < known[1])) oldest.set(engine, [major, minor])
  }
  return [...oldest].map(([engine, [major, minor]]) => `${engine}${major}${minor ? `.${minor}` : ''}`).sort()
}
