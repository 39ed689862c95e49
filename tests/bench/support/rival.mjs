// The real parents' dashboard (gertrude-app/web, its dash/app) that the side-by-side bench measures
// Gatehouse against. It is not part of this repository and the bench never fetches or builds it:
// it expects that project's static build in a cache folder outside the repository
// (GATEHOUSE_RIVAL_DIR), made by that project's own tooling, with a marker file written by hand
// that names the commit it was built from. Without it the bench fails and says what it needs.
import { cpSync, existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { precompressFolder } from '../../../scripts/precompress.mjs'
import { temporaryDir } from './builds.mjs'

/** The commit of gertrude-app/web whose dash/app the budgets were agreed against. */
export const rivalCommit = '8744e215'

/**
 * The API address the real dashboard's build must carry (its build-time VITE_API_ENDPOINT): the
 * side-by-side bench's fake API listens here when the port is free; otherwise the bench serves a
 * copy of the build whose address is the port it got.
 */
export const rivalApiAddress = 'http://127.0.0.1:4620'

/** The marker file in the build's folder: one line naming the repository, the commit and the app. */
export const rivalMarker = 'SOURCE'

/** Where the build is expected: GATEHOUSE_RIVAL_DIR, else the user's cache folder. */
export function rivalDir(env = process.env) {
  if (env.GATEHOUSE_RIVAL_DIR) return env.GATEHOUSE_RIVAL_DIR
  const cache = env.XDG_CACHE_HOME || join(homedir(), '.cache')
  return join(cache, 'gatehouse-bench', 'real-dashboard')
}

/** What the bench needs, said when it is missing (what, not how to build it). */
export function rivalHelp(dir, problem) {
  return [
    `side-by-side bench: the real parents' dashboard is not there: ${problem}.`,
    '',
    `It needs, in GATEHOUSE_RIVAL_DIR (now ${dir}), outside this repository:`,
    `  - the static output (index.html, assets/) of gertrude-app/web's dash/app at commit ${rivalCommit},`,
    "    built by that project's own tooling, with its API address (its build-time VITE_API_ENDPOINT)",
    `    set to ${rivalApiAddress}, the address of this bench's fake API;`,
    `  - in the same folder, a file ${rivalMarker} written by hand, one line: gertrude-app/web ${rivalCommit} dash/app`,
    'Nothing of that project is part of Gatehouse, and this bench neither fetches nor builds it.',
  ].join('\n')
}

/** The JavaScript files of a static build (every .js under it). */
function scriptsOf(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((file) => file.endsWith('.js') && statSync(file).isFile())
}

/**
 * Checks the build in `dir`: its document, the marker naming the agreed commit, and the API address
 * in its code. Returns null when it fits, else what is wrong.
 */
export function rivalProblem(dir) {
  if (!existsSync(join(dir, 'index.html'))) return `no ${join(dir, 'index.html')}`
  const marker = join(dir, rivalMarker)
  if (!existsSync(marker)) return `no ${marker} naming the commit the build is from`
  const [repo, commit, app] = readFileSync(marker, 'utf8').trim().split(/\s+/)
  if (repo !== 'gertrude-app/web' || !commit?.startsWith(rivalCommit) || app !== 'dash/app') {
    return `${marker} says "${readFileSync(marker, 'utf8').trim()}", not gertrude-app/web ${rivalCommit} dash/app`
  }
  if (!scriptsOf(dir).some((file) => readFileSync(file, 'utf8').includes(rivalApiAddress))) {
    return `its code does not carry the API address ${rivalApiAddress}`
  }
  return null
}

/**
 * A copy of the build to serve (removed with the bench's other builds): its API address is
 * `apiUrl`, and its text files have Brotli copies, as Gatehouse's build has, so both are served
 * compressed alike.
 */
export function servedRival(dir, apiUrl) {
  const copy = temporaryDir('rival')
  cpSync(dir, copy, { recursive: true })
  if (apiUrl !== rivalApiAddress) {
    for (const file of scriptsOf(copy)) {
      const text = readFileSync(file, 'utf8')
      if (text.includes(rivalApiAddress)) writeFileSync(file, text.replaceAll(rivalApiAddress, apiUrl))
    }
  }
  precompressFolder(copy)
  return copy
}
