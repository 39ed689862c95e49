// @vitest-environment happy-dom
/**
 * A reload right after a save never shows the page as it was before the save: the answers the
 * device kept from before it are dropped when the server confirms the write (moved from the
 * end-to-end tests; they had no accessibility check of their own, and the lists as first loaded
 * pass axe in tests/e2e/every-page.spec.ts). A page load here is what a browser's is: a new data
 * engine, which reads the kept answers back from the storage and draws them first, as the
 * signed-in page does. Every state of the list drawn while the page loads again is recorded (by a
 * MutationObserver from before the app mounts), and none may lack the change.
 */
import { screen, within } from '@testing-library/react'
import { expect, it, onTestFinished } from 'vitest'
import { dataEngine, setDataEngine } from '../../../src/data/runtime'
import { clearToasts } from '../../../src/data/toasts'
import { dismissErrorDialog } from '../../../src/data/error-dialog'
import { keptAnswersKey } from '../../../src/storage/kept-answers'
import { type App, openApp } from '../support/app'
import { fill } from './children-support'

const leoPro = 'd0000000-0000-4000-8000-000000000003'

/**
 * Loads `path` as a new page: what the old one was waiting to store is stored (pagehide), its
 * memory goes, and a new engine is built as a browser builds it on a page load (it reads the kept
 * answers back).
 */
async function loadPage(app: App, path: string): Promise<void> {
  window.dispatchEvent(new Event('pagehide'))
  const old = dataEngine()
  // Without an engine, the next use builds the browser's own (src/data/runtime.ts).
  setDataEngine(null as never)
  dataEngine()
  clearToasts()
  dismissErrorDialog()
  await app.open(path)
  old.reset({ keepDrafts: true })
}

/**
 * From now until the test ends, records the text of the list `selector` each time it changes
 * (once it exists). Returns what was recorded so far.
 */
function recordList(selector: string): () => string[] {
  const states: string[] = []
  const look = () => {
    const text = document.querySelector(selector)?.textContent ?? null
    if (text !== null && states.at(-1) !== text) states.push(text)
  }
  const observer = new MutationObserver(look)
  observer.observe(document, { subtree: true, childList: true, characterData: true })
  onTestFinished(() => observer.disconnect())
  return () => {
    look()
    return [...states]
  }
}

const kept = () => window.localStorage.getItem(keptAnswersKey) ?? ''

it('a child just added is on the children list from the first drawing after a reload', async () => {
  const app = await openApp('/children')
  await screen.findByRole('heading', { name: 'Maya', level: 2 })
  // The children list is kept on the device by now (a visit keeps it a moment after it arrives).
  await expect.poll(kept).toContain('"users"')

  await app.user.click(screen.getByRole('link', { name: 'Add a child' }))
  await fill(app, await screen.findByLabelText<HTMLInputElement>('Name', { exact: true }), 'Quinn')
  await app.user.click(screen.getByRole('button', { name: 'Save child' }))
  await screen.findByText('Child saved!')

  const states = recordList('ul[aria-label="Children"]')
  await loadPage(app, '/children')
  await screen.findByRole('heading', { name: 'Quinn', level: 2 })
  // The copy the device kept may show first, saying so, until the server's answer replaces it.
  await expect.poll(() => screen.queryAllByRole('region', { name: 'Last saved copy' })).toHaveLength(0)
  const drawn = states()
  expect(drawn.length).toBeGreaterThan(0)
  expect(
    drawn.filter((text) => !text.includes('Quinn')),
    'lists drawn without the child just added',
  ).toEqual([])
})

it('a device just renamed has its new name on the devices list from the first drawing after a reload', async () => {
  const app = await openApp('/devices')
  await expect.poll(() => within(screen.getByRole('list', { name: 'Devices' })).queryAllByText('Leo’s MacBook Pro')).toHaveLength(1)
  await expect.poll(kept).toContain('"computers"')

  await loadPage(app, `/devices/${leoPro}`)
  await fill(app, await screen.findByRole<HTMLInputElement>('textbox', { name: 'Name' }), 'Study laptop')
  await app.user.click(screen.getByRole('button', { name: 'Save' }))
  await screen.findByText('Device saved!')

  const states = recordList('ul[aria-label="Devices"]')
  await loadPage(app, '/devices')
  await expect.poll(() => screen.queryByRole('list', { name: 'Devices' })?.textContent ?? '').toContain('Study laptop')
  // The copy the device kept may show first, saying so, until the server's answer replaces it.
  await expect.poll(() => screen.queryAllByRole('region', { name: 'Last saved copy' })).toHaveLength(0)
  const drawn = states()
  expect(drawn.length).toBeGreaterThan(0)
  expect(
    drawn.filter((text) => text.includes('Leo’s MacBook Pro') || !text.includes('Study laptop')),
    'lists drawn with the old name',
  ).toEqual([])
})
