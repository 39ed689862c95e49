// @vitest-environment happy-dom
/**
 * 'Add keys from a list', an action of several calls, as a parent meets it (moved from the
 * end-to-end tests; their accessibility checks stay in tests/e2e/bulk.spec.ts): when the calls
 * fail it ends with each address and why, and Try again sends the failed ones only; its progress
 * counts up and Cancel keeps what was created and sends nothing more. Every count is read back
 * from the fake server.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readAdminToken } from '../../../src/session'
import { call } from '../fake-server/harness'
import { type App, type OpenAppOptions, openApp } from '../support/app'
import { expectShown } from './activity-support'

afterEach(() => {
  vi.restoreAllMocks()
})

const mayasKeychain = 'b0000000-0000-4000-8000-000000000001'

const keyList = () => screen.getByRole('list', { name: /^Keys of / })
const progressCard = () => within(screen.getByRole('list', { name: 'Actions in progress' })).getByRole('listitem')
/** The cards of 'Actions in progress' (none when the list is gone). */
const progressCards = () => screen.queryAllByRole('list', { name: 'Actions in progress' }).flatMap((list) => within(list).queryAllByRole('listitem'))

/** The keys of Maya's keychain as the server has them. */
async function keyCount(): Promise<number> {
  const reply = await call<{ keys: unknown[] }>('GetAdminKeychain', mayasKeychain, { token: readAdminToken() ?? '' })
  if (reply.status !== 200) throw new Error(`GetAdminKeychain failed with ${reply.status}`)
  return reply.body.keys.length
}

async function openKeychain(options: OpenAppOptions = {}): Promise<App> {
  const app = await openApp(`/keychains/${mayasKeychain}`, options)
  await waitFor(() => expectShown(within(keyList()).getAllByRole('listitem')[0]))
  return app
}

/** Pastes the addresses into 'Add keys from a list' and creates them. */
async function createFromList(app: App, addresses: readonly string[]) {
  await app.user.click(screen.getByRole('button', { name: 'Add keys from a list' }))
  const dialog = await screen.findByRole('dialog', { name: 'Add keys from a list' })
  await app.user.click(within(dialog).getByRole('textbox', { name: 'Addresses, one a line' }))
  await app.user.paste(addresses.join('\n'))
  await app.user.click(within(dialog).getByRole('button', { name: `Create ${addresses.length} keys` }))
}

/** Counts the page's SaveKey requests. */
function countSaves(): { readonly count: () => number } {
  let saves = 0
  const real = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (url.endsWith('/SaveKey')) saves++
    return real(input, init)
  })
  return { count: () => saves }
}

describe('adding keys from a list', () => {
  it('failed creations are listed with why; Try again creates those only', async () => {
    const app = await openKeychain()
    const before = await keyCount()
    app.fake.control.setFaults({ errorRate: 1, operations: ['SaveKey'] })
    const saves = countSaves()
    await createFromList(app, ['wikipedia.org', 'nasa.gov', 'britannica.com'])

    const failure = await waitFor(() => {
      const found = screen.getAllByRole('alert').find((alert) => alert.textContent.includes('Failed to create 3 of 3 keys'))
      expectShown(found)
      return found!
    })
    expect(failure.textContent).toContain('3 failed')
    const failed = within(screen.getByRole('list', { name: 'What failed' })).getAllByRole('listitem')
    expect(failed.map((item) => item.textContent)).toEqual([
      'wikipedia.org: The server had a problem (error 500)',
      'nasa.gov: The server had a problem (error 500)',
      'britannica.com: The server had a problem (error 500)',
    ])
    expect(await keyCount()).toBe(before)

    app.fake.control.setFaults({ errorRate: 0, operations: [] })
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    expectShown(await screen.findByText(/3 keys created!/))
    await waitFor(() => expect(progressCards()).toHaveLength(0))
    expectShown(await within(keyList()).findByText(/nasa\.gov and all its subdomains, in web browsers/))
    expect(await keyCount()).toBe(before + 3)
    // Each address was sent twice: once failing, once on Try again.
    expect(saves.count()).toBe(6)
  })

  it('the progress counts up; Cancel keeps what was created and sends nothing more', async () => {
    const app = await openKeychain({ passTime: true })
    const before = await keyCount()
    // Slow saves: the parent sees the count move and has time to cancel. The test's clock lets
    // the waits pass a second at a time, so the count is seen at 1 whatever the machine's pace.
    app.fake.control.setFaults({ latencyMs: 2_500, operations: ['SaveKey'] })
    await createFromList(app, ['wikipedia.org', 'nasa.gov', 'britannica.com', 'smithsonianmag.com', 'nationalgeographic.com', 'pbs.org'])

    const card = await waitFor(progressCard)
    expectShown(await within(card).findByText(/Creating 6 keys/))
    expectShown(within(card).getByRole('progressbar', { name: 'Creating 6 keys' }))
    await app.passTimeUntil(() => within(card).queryByText(/1 of 6/) !== null)
    expectShown(within(card).getByText(/1 of 6/))
    await app.user.click(within(card).getByRole('button', { name: 'Cancel' }))

    await app.passTimeUntil(() => within(card).queryByText(/^Stopped: \d of 6 keys created$/) !== null)
    const stopped = within(card).getByText(/^Stopped: \d of 6 keys created$/)
    expectShown(stopped)
    const created = Number(/(\d) of 6/.exec(stopped.textContent)?.[1])
    expect(created).toBeGreaterThanOrEqual(1)
    expect(created).toBeLessThan(6)
    expect(await keyCount()).toBe(before + created)
    expect(within(card).queryAllByRole('button', { name: 'Try again' })).toHaveLength(0)
    await app.user.click(within(card).getByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(progressCards()).toHaveLength(0))
    // Nothing more was sent after the stop.
    await app.reload()
    await waitFor(() => expectShown(within(keyList()).getAllByRole('listitem')[0]))
    expect(await keyCount()).toBe(before + created)
  })
})
