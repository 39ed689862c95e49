/** How the child settings sections change the child's draft: with a pure function of it. */
import { current, isDraft } from 'immer'
import { useCallback } from 'react'
import type { ChildDraft } from '@domain/children/settings'
import type { DraftHandle } from '../../../data'

export type Edit = (change: (draft: ChildDraft) => ChildDraft) => void

/** Applies a pure draft change inside the draft store's recipe. */
export function useEdit(draft: Pick<DraftHandle<ChildDraft>, 'update'>): Edit {
  return useCallback(
    (change) =>
      draft.update((d) => {
        const base = isDraft(d) ? current(d) : d
        const next = change(base)
        for (const key of Object.keys(d) as (keyof ChildDraft)[]) if (!(key in next)) delete d[key]
        Object.assign(d, next)
      }),
    [draft],
  )
}
