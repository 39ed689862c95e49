/** How the child settings sections change the child's draft: with a pure function of it. */
import { current, isDraft } from 'immer'
import { useCallback } from 'react'
import type { ChildDraft } from '@domain/child-settings'

export type Edit = (change: (draft: ChildDraft) => ChildDraft) => void

/** Applies a pure draft change inside the draft store's recipe. */
export function useEdit(update: (recipe: (draft: ChildDraft) => void) => void): Edit {
  return useCallback(
    (change) =>
      update((d) => {
        const base = (isDraft(d) ? current(d) : d) as ChildDraft
        const next = change(base)
        for (const key of Object.keys(d) as (keyof ChildDraft)[]) if (!(key in next)) delete d[key]
        Object.assign(d, next)
      }),
    [update],
  )
}
