// Attribution for cpu-profile.bench.mjs: a V8 CPU profile's self time charged to the source
// modules of a build with source maps, and a Chrome trace's main-thread tasks, parse/compile and
// the page's own marks.
import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping'

/** Libraries reported as one row each, by the folder their code comes from. */
const libraries = [
  [/node_modules\/react-dom\//, 'React DOM'],
  [/node_modules\/scheduler\//, 'React DOM (scheduler)'],
  [/node_modules\/react\//, 'React'],
  [/node_modules\/@tanstack\/(react-router|router-core|history|store|react-store)\//, 'router'],
  [/node_modules\/zod\//, 'zod'],
  [/node_modules\/rxjs\//, 'rxjs'],
  [/node_modules\/immer\//, 'immer'],
  [/node_modules\/zustand\//, 'zustand'],
]

/** Frames that are no code's work: excluded from every figure. */
const notWork = new Set(['(program)', '(idle)', '(root)'])

/**
 * The row a build's code position belongs to: a library, a `src/…` or `domain/…` module, another
 * package (by name), or the asset itself when its map says nothing there.
 * `dist` is the build folder (maps beside the assets), `root` the project the build came from.
 */
export function moduleResolver({ dist, root, origin, detail = false }) {
  const maps = new Map()
  const mapOf = (pathname) => {
    if (!maps.has(pathname)) {
      const file = join(dist, `${pathname}.map`)
      maps.set(pathname, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8'), file) : null)
    }
    return maps.get(pathname)
  }
  const cache = new Map()
  return (url, line, column, functionName) => {
    const key = `${url}:${line}:${column}:${functionName}`
    if (cache.has(key)) return cache.get(key)
    let row
    if (!url.startsWith(origin)) row = `(other: ${url.slice(0, 60)})`
    else {
      const pathname = new URL(url).pathname
      const map = pathname.endsWith('.js') ? mapOf(pathname) : null
      if (!map) row = pathname.endsWith('.js') ? `${chunkName(pathname)} (no map)` : "(the document's inline scripts)"
      else {
        const found = originalPositionFor(map, { line: line + 1, column })
        // No source there: code the bundler wrote (its preload helper, a chunk's top level).
        row = found.source ? rowOfSource(relative(root, found.source)) : `(bundler's code in ${chunkName(pathname)})`
        if (detail) row += found.source ? ` › ${found.name ?? functionName}:${found.line}` : ` › ${functionName}@${line + 1}:${column}`
      }
    }
    cache.set(key, row)
    return row
  }
}

/** `/assets/common-DoHwVSv3.js` as `common.js`: the same row in every build. */
const chunkName = (pathname) =>
  pathname
    .split('/')
    .pop()
    .replace(/-[\w-]{8}\.js$/, '.js')

function rowOfSource(source) {
  const path = source.replaceAll('\\', '/')
  for (const [pattern, name] of libraries) if (pattern.test(path)) return name
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)
  if (inPackage) return inPackage[1]
  return path.replace(/^(\.\.\/)+/, '')
}

/**
 * Self time (µs) per row from `profile` (CDP Profiler.stop's) for samples taken before `until`
 * (same clock as the profile). Code with no source of its own (the engine's built-ins, such as
 * JSON.parse) is charged to the nearest caller that has one; "(garbage collector)" is GC.
 */
export function selfTimeByModule(profile, until, resolve) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parentOf = new Map()
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)
  const rows = new Map()
  const rowOfNode = (id) => {
    if (rows.has(id)) return rows.get(id)
    const { functionName, url, lineNumber, columnNumber } = byId.get(id).callFrame
    let row
    if (notWork.has(functionName)) row = null
    else if (functionName === '(garbage collector)') row = 'GC'
    else if (url) row = resolve(url, lineNumber, columnNumber, functionName || '(anonymous)')
    else {
      const parent = parentOf.get(id)
      row = parent === undefined ? '(engine)' : (rowOfNode(parent) ?? '(engine)')
    }
    rows.set(id, row)
    return row
  }
  const totals = new Map()
  let time = profile.startTime
  const { samples, timeDeltas } = profile
  for (let i = 0; i < samples.length; i++) {
    time += timeDeltas[i]
    if (time > until) break
    const next = i + 1 < samples.length ? timeDeltas[i + 1] : Math.max(0, profile.endTime - time)
    const row = rowOfNode(samples[i])
    if (row !== null) totals.set(row, (totals.get(row) ?? 0) + next)
  }
  return totals
}

/** Trace events of compiling and parsing JavaScript on the main thread (V8's own names). */
const compileEvents = new Set(['v8.compile', 'v8.compileModule', 'V8.CompileCode', 'v8.parseOnBackground', 'V8.CompileLazy'])

/**
 * From a Chrome trace (Tracing's JSON events): the time (trace µs) of the page's `mark`, the
 * main-thread tasks between `from` and the mark (durations in µs), their thread time in all and the
 * main thread's parse/compile time in that window (nested events counted once).
 */
export function readTrace(events, mark, from) {
  const marked = events.find((e) => e.name === mark && e.cat?.includes('blink.user_timing'))
  if (!marked) throw new Error(`the trace has no "${mark}" mark`)
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === marked.pid && e.args?.name === 'CrRendererMain')
  const onMain = events.filter((e) => e.pid === marked.pid && e.tid === main?.tid && e.ph === 'X' && e.ts >= from && e.ts <= marked.ts)
  const runTasks = onMain.filter((e) => e.name === 'RunTask')
  const tasks = runTasks.map((e) => e.dur ?? 0)
  // Thread time: what the main thread ran, without the time it waited for a CPU (a busy machine)
  // or was held back by the CPU throttling.
  const cpu = runTasks.reduce((sum, e) => sum + (e.tdur ?? 0), 0)
  let compile = 0
  let reach = -Infinity
  for (const e of onMain.filter((x) => compileEvents.has(x.name)).sort((a, b) => a.ts - b.ts)) {
    const end = e.ts + (e.dur ?? 0)
    if (end <= reach) continue
    compile += end - Math.max(e.ts, reach)
    reach = end
  }
  return { at: marked.ts, tasks, compile, cpu }
}
