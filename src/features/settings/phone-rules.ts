/**
 * The phone number rule with the countries' numbering rules (libphonenumber's parser and its
 * smallest metadata, together about 28 KB compressed), which it needs to drop trunk prefixes.
 * Loaded only when the add-method panel opens, never with the first page or the settings page;
 * once loaded, kept for the session.
 */
import { useEffect, useState } from 'react'
import type { NormalizePhone } from '@domain/notifications/methods'

let loaded: NormalizePhone | null = null
let loading: Promise<NormalizePhone> | null = null

/** The rule; a failed load (offline, a new deployment) is tried again on the next call. */
export function loadPhoneRule(): Promise<NormalizePhone> {
  loading ??= Promise.all([import('@domain/notifications/phone'), import('libphonenumber-js/min/metadata')]).then(
    ([{ normalizePhone }, { default: metadata }]) => (loaded = (typed) => normalizePhone(typed, metadata)),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/** The rule once loaded (null until then); starts loading when `wanted`. */
export function usePhoneRule(wanted: boolean): NormalizePhone | null {
  // A function in state is stored through an updater, not called.
  const [rule, setRule] = useState<{ normalize: NormalizePhone } | null>(loaded && { normalize: loaded })
  useEffect(() => {
    if (!wanted || rule) return
    let live = true
    loadPhoneRule().then(
      (normalize) => live && setRule({ normalize }),
      // The panel still works: Send loads the rule again, and says so when it cannot.
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [wanted, rule])
  return rule?.normalize ?? null
}
