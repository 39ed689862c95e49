/**
 * Bulk actions: a parent's action that makes several calls (create many keys from a list; save a
 * key, then accept every request of a group). One mechanism for all of them:
 *
 * - each call is a command run by `runCommand`, quietly (no toast per call: the action reports
 *   itself), one after the other;
 * - the action's progress (domain/bulk/progress.ts) is kept in a store (bulk-jobs.ts) the app
 *   shows in one place (src/ui/BulkProgress.tsx): '12 of 40' and Cancel while it runs; at the
 *   end what failed and why, with Try again, which sends the failed calls only;
 * - Cancel lets the call on its way finish and starts no other: what was done stays;
 * - a step the next ones need (`required`) that fails leaves them unsent, failed with that reason;
 * - every step done: the action leaves the screen with a success toast;
 * - a logout forgets every action (one still running stops before its next call).
 */
import { type ClientError, errorMessage } from '@domain/api/errors'
import {
  type BulkState,
  bulkView,
  itemDone,
  itemFailed,
  retried,
  retryKeys,
  settled,
  startBulk,
  stopAsked,
  waitingFail,
  waitingKeys,
} from '@domain/bulk/progress'
import { outcomeIsUnknown } from '../api/failure-classes'
import { type BulkTexts, addJob, bulkJobs, jobState, removeJob, updateJob } from './bulk-jobs'
import type { Command } from './commands'
import { onSessionCleared } from './ports'
import { runCommand } from './run-command'
import { toast } from './toasts'

export interface BulkStep {
  /** Unique within the action. */
  readonly key: string
  /** What the parent calls it: the address, the request. */
  readonly label: string
  /** The step's command, made when it is sent (it may count the steps done before it). */
  readonly command: () => Command
  /** The steps after it need it: when it fails, they are not sent. */
  readonly required?: boolean
  /** Runs as soon as the step succeeded (a screen remembers what is done). */
  readonly onDone?: () => void
}

export interface BulkAction {
  readonly steps: readonly BulkStep[]
  readonly texts: BulkTexts
  /** After each run (the first, and each Try again) with how it ended. */
  readonly onSettled?: (state: BulkState) => void
}

/** The actions the runner still knows (a logout forgets them). */
const actions = new Map<string, BulkAction>()
let counter = 0

/** Why a call failed, in a line beside its item. */
export function failureReason(error: ClientError): string {
  if (outcomeIsUnknown(error)) return 'No answer from the server: it may have gone through'
  if (error.userMessage !== undefined || error.type === 'notFound') return errorMessage(error)
  if (error.status !== undefined && error.status >= 500) return `The server had a problem (error ${error.status})`
  if (error.status !== undefined) return `The server refused it (error ${error.status})`
  return 'Something went wrong'
}

/**
 * Sends the steps `keys` in order until done, asked to stop, a required step failed, or the
 * action is forgotten.
 */
async function drive(id: string, keys: readonly string[]): Promise<BulkState | undefined> {
  const action = actions.get(id)
  if (!action) return jobState(id)
  const steps = new Map(action.steps.map((s) => [s.key, s]))
  for (const key of keys) {
    if (jobState(id)?.phase !== 'running') break
    const step = steps.get(key)!
    const result = await runCommand(step.command(), { quiet: true })
    if (!actions.has(id)) return undefined
    if (result.ok) {
      updateJob(id, (s) => itemDone(s, key))
      step.onDone?.()
      continue
    }
    updateJob(id, (s) => itemFailed(s, key, failureReason(result.error)))
    if (step.required) {
      updateJob(id, (s) => waitingFail(s, `Not sent, as “${step.label}” failed`))
      break
    }
  }
  updateJob(id, settled)
  const end = jobState(id)!
  if (bulkView(end) === 'done') {
    forget(id)
    toast.success(action.texts.done)
  }
  action.onSettled?.(end)
  return end
}

function forget(id: string): void {
  actions.delete(id)
  removeJob(id)
}

/**
 * Starts a bulk action and shows its progress. Resolves with how its first run ended (undefined
 * if a logout forgot it meanwhile).
 */
export function runBulk(action: BulkAction): { readonly id: string; readonly settled: Promise<BulkState | undefined> } {
  const id = `bulk-${++counter}`
  actions.set(id, action)
  const state = startBulk(action.steps)
  addJob({ id, texts: action.texts, state, stop: () => stopBulk(id), retry: () => void retryBulk(id), dismiss: () => dismissBulk(id) })
  return { id, settled: drive(id, waitingKeys(state)) }
}

/** Cancel: the call on its way finishes, no other starts; what was done stays. */
export function stopBulk(id: string): void {
  updateJob(id, stopAsked)
}

/** Try again: sends the failed steps only (not those a Cancel left unsent). Resolves with how that run ended. */
export function retryBulk(id: string): Promise<BulkState | undefined> {
  const state = jobState(id)
  if (!state || state.phase === 'running' || state.phase === 'stopping') return Promise.resolve(state)
  const again = retryKeys(state)
  updateJob(id, retried)
  return drive(id, again)
}

/** Closes an action that has ended (a running one stays until it stops). */
export function dismissBulk(id: string): void {
  const state = jobState(id)
  if (state && (state.phase === 'stopped' || state.phase === 'finished')) forget(id)
}

/** Forgets every action (logout); one still running stops before its next call. */
export function clearBulk(): void {
  actions.clear()
  bulkJobs.setState({ jobs: [] })
}

onSessionCleared(clearBulk)
