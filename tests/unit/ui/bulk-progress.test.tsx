// @vitest-environment happy-dom
/**
 * How a bulk action shows (src/ui/BulkProgress.tsx): '12 of 40' with a progress bar and Cancel
 * while it runs; Stopping… once asked; at the end how many failed and, for each, what and why,
 * with Try again and Dismiss; stopped, how far it came. Screen readers hear the count politely at
 * each quarter of the way, and the failure as an alert.
 */
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type BulkState, itemDone, itemFailed, settled, startBulk, stopAsked } from '@domain/bulk/progress'
import { type BulkJob, addJob, bulkJobs, updateJob } from '../../../src/data/bulk-jobs'
import { BulkProgress } from '../../../src/ui/BulkProgress'
import { byText, click, render, type Rendered } from '../features/home/render'

let shown: Rendered | undefined
afterEach(() => {
  shown?.unmount()
  bulkJobs.setState({ jobs: [] })
})

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
const polite = (container: HTMLElement) => container.querySelector('[role="status"]')?.textContent

describe('a bulk action on screen', () => {
  it('while it runs: what, how far (12 of 40), a progress bar and Cancel', async () => {
    const job = showJob(itemFailed(doneUpTo(startBulk(addresses), 10), 'k11', 'x'))
    updateJob(job.id, (s) => itemDone(s, 'k12'))
    shown = await render(<BulkProgress />)
    const { container } = shown
    const card = container.querySelector('[aria-label="Actions in progress"] li')!
    expect(card.querySelector('.bulk-job__title')?.textContent).toBe('Creating 40 keys')
    expect(card.querySelector('.bulk-job__count')?.textContent).toBe('12 of 40 · 1 failed')
    const bar = card.querySelector('progress')!
    expect([bar.getAttribute('max'), bar.getAttribute('value'), bar.getAttribute('aria-label')]).toEqual(['40', '12', 'Creating 40 keys'])
    await click(byText(container, 'button', 'Cancel'))
    expect(job.stop).toHaveBeenCalledTimes(1)
    expect(container.querySelector('[role="alert"]')).toBeNull()
  })

  it('tells a screen reader the count at each quarter of the way, not at every step', async () => {
    const job = showJob(startBulk(addresses))
    shown = await render(<BulkProgress />)
    const { container } = shown
    expect(polite(container)).toBe('Creating 40 keys: 0 of 40')
    const heard: string[] = []
    for (const address of addresses.slice(0, 25)) {
      act(() => updateJob(job.id, (s) => itemDone(s, address.key)))
      const now = polite(container)!
      if (heard.at(-1) !== now) heard.push(now)
    }
    expect(heard).toEqual(['Creating 40 keys: 0 of 40', 'Creating 40 keys: 10 of 40', 'Creating 40 keys: 20 of 40'])
    expect(container.querySelector('.bulk-job__count')?.textContent).toBe('25 of 40')
  })

  it('asked to stop: Stopping…, and no second Cancel', async () => {
    showJob(stopAsked(doneUpTo(startBulk(addresses), 3)))
    shown = await render(<BulkProgress />)
    const button = byText(shown.container, 'button', 'Stopping…') as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(polite(shown.container)).toBe('Creating 40 keys: stopping')
  })

  it('ended with failures: an alert, each address and why, Try again and Dismiss', async () => {
    let state = doneUpTo(startBulk(addresses), 37)
    state = itemFailed(state, 'k38', 'The server had a problem (error 500)')
    state = itemFailed(state, 'k39', 'No answer from the server: it may have gone through')
    state = settled(itemFailed(state, 'k40', 'Keychain not found.'))
    const job = showJob(state)
    shown = await render(<BulkProgress />)
    const { container } = shown
    const alert = container.querySelector('[role="alert"]')!
    expect(alert.textContent).toBe('Failed to create 3 of 40 keys3 failed')
    const failures = container.querySelector('[aria-label="What failed"]')!
    expect([...failures.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'site38.org: The server had a problem (error 500)',
      'site39.org: No answer from the server: it may have gone through',
      'site40.org: Keychain not found.',
    ])
    expect(failures.getAttribute('tabindex')).toBe('0')
    await click(byText(container, 'button', 'Try again'))
    expect(job.retry).toHaveBeenCalledTimes(1)
    await click(byText(container, 'button', 'Dismiss'))
    expect(job.dismiss).toHaveBeenCalledTimes(1)
    expect(container.querySelector('progress')).toBeNull()
    expect(polite(container)).toBe('')
  })

  it('stopped: how far it came, politely, with Dismiss and nothing to try again', async () => {
    showJob(settled(stopAsked(doneUpTo(startBulk(addresses), 12))))
    shown = await render(<BulkProgress />)
    const { container } = shown
    expect(container.querySelector('.bulk-job__title')?.textContent).toBe('Stopped: 12 of 40 keys created')
    expect(polite(container)).toBe('Stopped: 12 of 40 keys created')
    expect(container.querySelector('[role="alert"]')).toBeNull()
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Dismiss'])
  })

  it('nothing running: only the empty live region, ready for the first action', async () => {
    shown = await render(<BulkProgress />)
    expect(shown.container.querySelector('[aria-label="Actions in progress"]')).toBeNull()
    expect(polite(shown.container)).toBe('')
  })
})
