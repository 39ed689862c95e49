/**
 * The app's data engine in the browser: the API client the app connected (./ports.ts), the real clock, window focus,
 * network and page-visibility events, drafts in local storage. Created on first use.
 *
 * Logging out empties it (drafts too, unless the session ended by itself or the same parent logs
 * in again), and a logout in another tab logs this tab out as well.
 */
import { NEVER, fromEvent, map, merge, startWith } from 'rxjs'
import { geoIpTemplate } from '../api/geoip-config'
import { notifyLoggedOut } from '../api/logged-out'
import { draftsOwner, storedDrafts } from '../storage/draft-storage'
import { keptAnswersValue } from '../storage/kept-answers'
import { hasStoredToken } from '../session-keys'
import { type DataEngine, createDataEngine } from './engine'
import { adminId, onSessionCleared, onSessionEndedElsewhere } from './ports'
import type { Validate } from './kept-rules'
import { call } from './public'
import { clearToasts, toast } from './toasts'
import { unloadGuard } from './unload-guard'

let engine: DataEngine | null = null
let stopListening: (() => void) | null = null

function browserEngine(): DataEngine {
  const hasWindow = typeof window !== 'undefined'
  // Drafts another parent left in this browser are not this parent's to see.
  const owner = draftsOwner.read()
  const current = adminId()
  if (owner !== null && current !== null && owner.toLowerCase() !== current.toLowerCase()) {
    storedDrafts.remove()
    draftsOwner.remove()
  }
  return createDataEngine({
    call,
    timeZone: browserTimeZone,
    localOffsetAt: (instantMs) => new Date(instantMs).getTimezoneOffset(),
    focus$: hasWindow ? fromEvent(window, 'focus') : NEVER,
    online$: hasWindow ? fromEvent(window, 'online') : NEVER,
    network$: hasWindow
      ? merge(fromEvent(window, 'online').pipe(map(() => true)), fromEvent(window, 'offline').pipe(map(() => false))).pipe(
          startWith(navigator.onLine !== false),
        )
      : NEVER,
    visible$:
      typeof document === 'undefined' ? NEVER : fromEvent(document, 'visibilitychange').pipe(map(() => document.visibilityState !== 'hidden')),
    // The geo-IP code is loaded when the first address is looked up.
    externalReads: geoIpTemplate
      ? {
          GeoIpLocation: async (ip) => {
            const { geoIpLoader, httpGeoIpProvider } = await import('../api/geoip')
            return geoIpLoader(httpGeoIpProvider(geoIpTemplate))(ip)
          },
        }
      : {},
    newId: () => globalThis.crypto.randomUUID(),
    drafts: storedDrafts,
    draftsOwner: { stored: draftsOwner, current: adminId },
    toaster: toast,
    writesInFlight: unloadGuard(hasWindow ? window : null),
    keptAnswers: {
      stored: keptAnswersValue,
      // Without a stored session, nobody's: nothing is read or written.
      owner: () => (hasStoredToken() ? adminId() : null),
      loadValidate: loadOutputSchemas,
      flush$: hasWindow ? fromEvent(window, 'pagehide') : NEVER,
    },
  })
}

/** The browser's time zone: where the parent is, so where every date and time is read. */
function browserTimeZone(): string {
  // eslint-disable-next-line no-restricted-properties -- the one place the browser's own time zone is read: the engine hands it on
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

/** The operations' output schemas, which check a kept answer read back (the API client loads the same module for its first call). */
async function loadOutputSchemas(): Promise<Validate> {
  await import('../zod-setup')
  const { operations } = await import('@domain/api/operations')
  return (op, data) => {
    const schema = op === 'GeoIpLocation' ? undefined : operations[op].output
    const parsed = schema?.safeParse(data)
    return parsed?.success ? { ok: true, data: parsed.data } : { ok: false }
  }
}

/** The engine every hook and helper of src/data uses. */
export function dataEngine(): DataEngine {
  if (!engine) install(browserEngine())
  return engine!
}

/** Installs an engine (tests, or a differently configured app). Returns the previous one. */
export function setDataEngine(next: DataEngine): DataEngine | null {
  const previous = engine
  install(next)
  return previous
}

function install(next: DataEngine): void {
  stopListening?.()
  engine = next
  const stopClear = onSessionCleared(({ keepDrafts }) => {
    next.reset({ keepDrafts })
    clearToasts()
  })
  const stopElsewhere = onSessionEndedElsewhere(notifyLoggedOut)
  stopListening = () => {
    stopClear()
    stopElsewhere()
  }
}
