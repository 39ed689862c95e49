/** `/settings`' data (the parent's account), declared once for its loader, the signed-in first script and its screen. */
import type { QueryPick } from '../../data/prefetch'

export const settingsQueries: QueryPick = (q) => [q.admin()]
