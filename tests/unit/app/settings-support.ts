/**
 * Settings' cards, panel and dialogs as the tests in tests/unit/app/settings*.test.tsx find them,
 * the code read from the fake server's outbox, and a record of the app's calls to the API (what
 * was sent, and which answers came), for the tests that reload once the server has answered.
 */
import { screen, within } from '@testing-library/react'
import { afterEach, expect, vi } from 'vitest'
import type { OutboxMessage } from '@domain/demo/control'
import { type App, openApp } from '../support/app'

export const planCard = () => screen.getByRole('region', { name: 'Basic plan' })
export const methodsCard = () => screen.getByRole('region', { name: 'Notification methods' })
export const rulesCard = () => screen.getByRole('region', { name: 'Notifications' })
export const panel = () => screen.getByRole('dialog', { name: 'Add a notification method' })
export const queryPanel = () => screen.queryByRole('dialog', { name: 'Add a notification method' })
export const oneMoreStep = () => screen.getByRole('dialog', { name: 'One more step!' })
export const queryOneMoreStep = () => screen.queryByRole('dialog', { name: 'One more step!' })

/** The rules listed whose trigger reads exactly `trigger`. */
export const ruleItems = (trigger: string): HTMLElement[] =>
  within(rulesCard())
    .queryAllByRole('listitem')
    .filter((item) => within(item).queryByText(trigger, { exact: true }) !== null)

/** The one rule listed for `trigger`. */
export function ruleItem(trigger: string): HTMLElement {
  const items = ruleItems(trigger)
  expect(items, `rules for ${trigger}`).toHaveLength(1)
  return items[0]!
}

/** The methods listed of kind `kind` (e.g. 'E-mail') at `address`. */
export const methodItems = (kind: string, address: string): HTMLElement[] =>
  within(methodsCard())
    .queryAllByRole('listitem')
    .filter((item) => item.textContent?.includes(kind) && item.textContent.includes(address))

/** Settings, signed in, with its methods card drawn. */
export async function openSettings(): Promise<App> {
  const app = await openApp('/settings')
  await screen.findByRole('heading', { name: 'Settings', level: 1 })
  await screen.findByRole('region', { name: 'Notification methods' })
  return app
}

/** Waits for the methods card again (after a reload). */
export const settingsShown = () => screen.findByRole('region', { name: 'Notification methods' })

export async function openPanel(app: App, kind: 'E-mail' | 'Text message' | 'Slack') {
  await app.user.click(within(methodsCard()).getByRole('button', { name: 'Add notification method' }))
  await screen.findByRole('dialog', { name: 'Add a notification method' })
  await app.user.click(within(panel()).getByRole('radio', { name: kind }))
}

export const panelField = (name: string) => within(panel()).getByRole<HTMLInputElement>('textbox', { name })

/** Replaces what a text field holds, as a person selecting it all and typing does. */
export async function fill(app: App, field: HTMLElement, text: string) {
  await app.user.clear(field)
  await app.user.type(field, text)
}

/** The newest outbox message that matches, once there is one. */
export async function waitForMessage(app: App, matches: (message: OutboxMessage) => boolean): Promise<OutboxMessage> {
  await expect.poll(() => app.fake.control.outbox().some(matches), { message: 'an outbox message that matches' }).toBe(true)
  return app.fake.control.outbox().find(matches)!
}

/** Sends the code and returns it, read from the outbox message sent to `to`. */
export async function sendCode(app: App, to: string, previous?: string): Promise<string> {
  await app.user.click(within(panel()).getByRole('button', { name: 'Send verification code' }))
  await expect.poll(() => document.activeElement === panelField('Verification code')).toBe(true)
  const message = await waitForMessage(app, (m) => m.to === to && m.code !== undefined && m.code !== previous)
  return message.code ?? ''
}

export async function verify(app: App, code: string) {
  await fill(app, panelField('Verification code'), code)
  await app.user.click(within(panel()).getByRole('button', { name: 'Verify code' }))
}

/** The panel's own message (toasts also render inside the open panel). */
export const panelAlert = () => panel().querySelector<HTMLElement>('.alert[role="alert"]')

/** The parent is still signed in on Settings: a refusal of one request ended nothing. */
export function expectStillLoggedIn(app: App) {
  expect(window.localStorage.getItem('admin_token')).not.toBeNull()
  expect(app.address()).toMatch(/\/settings$/)
  expect(screen.getByRole('heading', { name: 'Settings', level: 1 })).toBeTruthy()
}

export interface ApiCall {
  readonly op: string
  readonly body: unknown
  /** The answer's status, once the app has it. */
  status?: number
}

export interface Calls {
  /** The calls so far, oldest first. */
  readonly list: readonly ApiCall[]
  /** How many calls to an operation matching `op` the app has the answer of. */
  answered(op: RegExp): number
  /**
   * From now on, the answers to operations matching `op` are held back from the app (the server
   * has acted) until the returned `release` is called: a save that waits for its answer as long
   * as the test needs, whatever the machine's pace.
   */
  hold(op: RegExp): () => void
}

let restoreFetch: (() => void) | null = null
afterEach(() => {
  restoreFetch?.()
  restoreFetch = null
})

/**
 * From now on, records the app's calls to the API (operation, body, and the answer's status once
 * the app has it). The app's client calls the global fetch, behind which msw/node answers.
 */
export function recordCalls(): Calls {
  const list: ApiCall[] = []
  const held: { op: RegExp; released: Promise<void> }[] = []
  const original = globalThis.fetch
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const op = /\/pairql\/dashboard\/([^/?]+)$/.exec(new URL(url).pathname)?.[1]
    const call: ApiCall | null = op === undefined ? null : { op, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined }
    if (call) list.push(call)
    const response = await original(input, init)
    if (call) await Promise.all(held.filter((h) => h.op.test(call.op)).map((h) => h.released))
    if (call) call.status = response.status
    return response
  })
  restoreFetch = () => spy.mockRestore()
  return {
    list,
    answered: (op) => list.filter((c) => op.test(c.op) && c.status !== undefined).length,
    hold(op) {
      let release = () => undefined as void
      held.push({ op, released: new Promise<void>((resolve) => (release = resolve)) })
      return () => release()
    },
  }
}
