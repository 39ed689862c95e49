// @vitest-environment happy-dom
/**
 * How a bulk action shows (src/ui/BulkProgress.tsx): '12 of 40' with a progress bar and Cancel
 * while it runs; Stopping… once asked; at the end how many failed and, for each, what and why,
 * with Try again and Dismiss; stopped, how far it came. Screen readers hear the count politely at
 * each quarter of the way, and the failure as an alert.
 */
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type BulkState, itemDone, itemFailed, settled, startBulk, stopAsked } from '@domain/bulk/progress'
import { type BulkJob, addJob, bulkJobs, updateJob } from '../../../src/data/bulk-jobs'
import { BulkProgress } from '../../../src/ui/BulkProgress'
import { wholeText } from '../support/render'

afterEach(() => bulkJobs.setState({ jobs: [] }))

const texts = {
  running: 'Creating 40 keys',
  done: '40 keys created!',
  failed: (failed: number, total: number) => `Failed to create ${failed} of ${total} keys`,
  stopped: (done: number, total: number) => `Stopped: ${done} of ${total} keys created`,
}
const addresses = Array.from({ length: 40 }, (_, i) => ({ key: `k${i + 1}`, label: `site${i + 1}.org` }))

function showJob(state: BulkState): BulkJob {
  const job: BulkJob = { id: 'bulk-test', texts, state, stop: vi.fn(), retry: vi.fn(), dismiss: vi.fn() }
  addJob(job)
  return job
}
/** The first `n` addresses done. */
const doneUpTo = (state: BulkState, n: number) => addresses.slice(0, n).reduce((s, a) => itemDone(s, a.key), state)
const polite = () => screen.getByRole('status').textContent

describe('a bulk action on screen', () => {
  it('while it runs: what, how far (12 of 40), a progress bar and Cancel', async () => {
    const job = showJob(itemFailed(doneUpTo(startBulk(addresses), 10), 'k11', 'x'))
    updateJob(job.id, (s) => itemDone(s, 'k12'))
    const user = userEvent.setup()
    render(<BulkProgress />)
    const card = within(screen.getByRole('list', { name: 'Actions in progress' })).getByRole('listitem')
    expect(within(card).getByText('Creating 40 keys', { selector: '.bulk-job__title' })).toBeTruthy()
    expect(within(card).getByText(wholeText('12 of 40 · 1 failed'))).toBeTruthy()
    const bar = within(card).getByRole('progressbar', { name: 'Creating 40 keys' })
    expect([bar.getAttribute('max'), bar.getAttribute('value')]).toEqual(['40', '12'])
    await user.click(within(card).getByRole('button', { name: 'Cancel' }))
    expect(job.stop).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('tells a screen reader the count at each quarter of the way, not at every step', () => {
    const job = showJob(startBulk(addresses))
    render(<BulkProgress />)
    expect(polite()).toBe('Creating 40 keys: 0 of 40')
    const heard: string[] = []
    for (const address of addresses.slice(0, 25)) {
      act(() => updateJob(job.id, (s) => itemDone(s, address.key)))
      const now = polite()
      if (heard.at(-1) !== now) heard.push(now)
    }
    expect(heard).toEqual(['Creating 40 keys: 0 of 40', 'Creating 40 keys: 10 of 40', 'Creating 40 keys: 20 of 40'])
    expect(screen.getByText('25 of 40')).toBeTruthy()
  })

  it('asked to stop: Stopping…, and no second Cancel', () => {
    showJob(stopAsked(doneUpTo(startBulk(addresses), 3)))
    render(<BulkProgress />)
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Stopping…' }).disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull()
    expect(polite()).toBe('Creating 40 keys: stopping')
  })

  it('ended with failures: an alert, each address and why, Try again and Dismiss', async () => {
    let state = doneUpTo(startBulk(addresses), 37)
    state = itemFailed(state, 'k38', 'The server had a problem (error 500)')
    state = itemFailed(state, 'k39', 'No answer from the server: it may have gone through')
    state = settled(itemFailed(state, 'k40', 'Keychain not found.'))
    const job = showJob(state)
    const user = userEvent.setup()
    render(<BulkProgress />)
    expect(screen.getByRole('alert').textContent).toBe('Failed to create 3 of 40 keys3 failed')
    const failures = screen.getByRole('list', { name: 'What failed' })
    expect(
      within(failures)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'site38.org: The server had a problem (error 500)',
      'site39.org: No answer from the server: it may have gone through',
      'site40.org: Keychain not found.',
    ])
    expect(failures.getAttribute('tabindex')).toBe('0')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(job.retry).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(job.dismiss).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(polite()).toBe('')
  })

  it('stopped: how far it came, politely, with Dismiss and nothing to try again', () => {
    showJob(settled(stopAsked(doneUpTo(startBulk(addresses), 12))))
    render(<BulkProgress />)
    expect(screen.getByText('Stopped: 12 of 40 keys created', { selector: '.bulk-job__title' })).toBeTruthy()
    expect(polite()).toBe('Stopped: 12 of 40 keys created')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Dismiss'])
  })

  it('nothing running: only the empty live region, ready for the first action', () => {
    render(<BulkProgress />)
    expect(screen.queryByRole('list', { name: 'Actions in progress' })).toBeNull()
    expect(polite()).toBe('')
  })
})
