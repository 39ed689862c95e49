/**
 * The bulk actions on screen (bulk.ts runs them): each one's texts, progress and the parent's
 * three controls (Cancel, Try again, Dismiss). Apart from the runner so that what shows them
 * loads without the data engine.
 */
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import type { BulkState } from '@domain/bulk/progress'

export interface BulkTexts {
  /** While it runs: 'Creating 40 keys'. */
  readonly running: string
  /** Every step done, as a success toast: '40 keys created!'. */
  readonly done: string
  /** It ended with failures: 'Failed to create 3 of 40 keys'. */
  readonly failed: (failed: number, total: number) => string
  /** The parent stopped it: 'Stopped: 12 of 40 keys created'. */
  readonly stopped: (done: number, total: number) => string
}

/** An action as the app shows it. */
export interface BulkJob {
  readonly id: string
  readonly texts: BulkTexts
  readonly state: BulkState
  /** Cancel: the call on its way finishes, no other starts. */
  readonly stop: () => void
  /** Try again: sends the failed steps only. */
  readonly retry: () => void
  /** Closes an action that has ended. */
  readonly dismiss: () => void
}

interface BulkJobsState {
  readonly jobs: readonly BulkJob[]
}

export const bulkJobs = createStore<BulkJobsState>(() => ({ jobs: [] }))

export const jobState = (id: string): BulkState | undefined => bulkJobs.getState().jobs.find((j) => j.id === id)?.state

export function addJob(job: BulkJob): void {
  bulkJobs.setState((s) => ({ jobs: [...s.jobs, job] }))
}

export function updateJob(id: string, change: (state: BulkState) => BulkState): void {
  bulkJobs.setState((s) => ({ jobs: s.jobs.map((j) => (j.id === id ? { ...j, state: change(j.state) } : j)) }))
}

export function removeJob(id: string): void {
  bulkJobs.setState((s) => ({ jobs: s.jobs.filter((j) => j.id !== id) }))
}

const selectJobs = (s: BulkJobsState) => s.jobs

/** The bulk actions on screen, oldest first. */
export const useBulkJobs = (): readonly BulkJob[] => useStore(bulkJobs, selectJobs)
