/**
 * Smarter review's code loads on demand: it reads web addresses with the public suffix list, too
 * large for pages that do not review (see ./module.ts). Once loaded it is at hand at once.
 */
import { useEffect, useState } from 'react'

export type ReviewModule = typeof import('./module')

let loaded: ReviewModule | null = null
let loading: Promise<ReviewModule> | null = null

/** Loads the review code (once; a failed load is tried again next time). */
export function loadReview(): Promise<ReviewModule> {
  loading ??= import('./module').then(
    (mod) => (loaded = mod),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

export interface LoadedReview {
  /** The review code, once here. */
  readonly mod: ReviewModule | null
  /** Its download failed (the page goes on without it; wanting it anew tries again). */
  readonly failed: boolean
}

/** The review code once `wanted`. */
export function useReviewModule(wanted: boolean): LoadedReview {
  const [mod, setMod] = useState<ReviewModule | null>(loaded)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!wanted || mod) return
    let live = true
    loadReview().then(
      (m) => live && setMod(m),
      () => live && setFailed(true),
    )
    return () => {
      live = false
      setFailed(false)
    }
  }, [wanted, mod])
  return { mod, failed }
}
