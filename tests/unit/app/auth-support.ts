/**
 * What the signed-out screens' tests need beyond tests/unit/support/app.tsx:
 * - the page's own address (`window.location`) following the app's, as a browser's address bar
 *   does: the sign-up page reads the ad click id from it and the logout page keeps its query;
 * - the demo's control published on the page as the demo does (the login page's demo account);
 * - the e-mails in the fake server's outbox and the paths of their links;
 * - the requests the app sent (operation and body);
 * - what Playwright reads from a control: its accessible description, disabled or aria-disabled.
 */
import { screen, waitFor } from '@testing-library/react'
import { afterEach, expect, vi } from 'vitest'
import type { OutboxMessage } from '@domain/demo/control'
import { type App, type OpenAppOptions, openApp } from '../support/app'

afterEach(() => {
  delete window.gatehouseDemo
  vi.restoreAllMocks()
})

/** The app loaded at `path` as typed into the address bar (signed out unless `signedIn`). */
export function load(path: string, options: OpenAppOptions = {}): Promise<App> {
  return openApp(path, { signedIn: false, addressBar: true, ...options })
}

/** Another page loaded in the same tab, as typed into the address bar (storage kept). */
export function visit(app: App, path: string): Promise<void> {
  return app.open(path)
}

/** The demo's control published on the page (as the demo's start-up does), the page loaded again. */
export async function withDemoControl(app: App): Promise<void> {
  window.gatehouseDemo = app.fake.control
  await visit(app, app.address())
}

/** Waits until the outbox holds a message that matches. */
export async function waitForMessage(app: App, predicate: (message: OutboxMessage) => boolean): Promise<OutboxMessage> {
  await expect.poll(() => app.fake.control.outbox().some(predicate), { message: 'no such message in the outbox' }).toBe(true)
  return app.fake.control.outbox().find(predicate)!
}

/** The link of a message whose path starts with `prefix`, as the dashboard's path and query. */
export function linkTo(message: OutboxMessage, prefix: string): string {
  const link = message.links.map((l) => new URL(l)).find((url) => url.pathname.startsWith(prefix))
  if (!link) throw new Error(`No ${prefix} link in "${message.subject}": ${message.links.join(', ')}`)
  return `${link.pathname}${link.search}`
}

/** Every API request the app sends from now on: the operation's name and the body it carried. */
export function recordRequests(): { readonly op: string; readonly body: unknown }[] {
  const sent: { op: string; body: unknown }[] = []
  const original = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    const op = /\/pairql\/dashboard\/([^/?]+)/.exec(url)?.[1]
    if (op) sent.push({ op, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined })
    return original(input, init)
  })
  return sent
}

export const storedToken = (): string | null => window.localStorage.getItem('admin_token')
export const storedAdminId = (): string | null => window.localStorage.getItem('admin_id')

export const emailField = (): HTMLInputElement => screen.getByRole('textbox', { name: 'Email' })
/** Password fields have no role: found by their label. */
export const passwordField = (label = 'Password'): HTMLInputElement => screen.getByLabelText(label, { exact: true, selector: 'input' })
export const button = (name: string | RegExp): HTMLButtonElement => screen.getByRole('button', { name })

/** The control's accessible description: the texts its `aria-describedby` points at. */
export function description(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
}

/** Disabled as Playwright's `toBeDisabled` sees it: the `disabled` attribute or `aria-disabled`. */
export const isDisabled = (element: HTMLButtonElement): boolean => element.disabled || element.getAttribute('aria-disabled') === 'true'

/** Types into the login form's fields once it shows (replacing what they held). */
export async function fillLogin(app: App, email: string, password: string): Promise<void> {
  await app.user.clear(await screen.findByRole('textbox', { name: 'Email' }))
  await app.user.type(emailField(), email)
  await app.user.clear(passwordField())
  await app.user.type(passwordField(), password)
}

/** Waits for the status or alert whose text matches (Playwright's `getByRole(role).filter({ hasText })`). */
export function findNotice(role: 'status' | 'alert', text: string | RegExp): Promise<HTMLElement> {
  const matches = (content: string) => (typeof text === 'string' ? content.includes(text) : text.test(content))
  return waitFor(() => {
    const found = screen.queryAllByRole(role).find((element) => matches(element.textContent ?? ''))
    if (!found) throw new Error(`no ${role} says ${String(text)}`)
    return found
  })
}

/** Signs up a new parent through the screens (opening the sign-up page) and returns the verification e-mail. */
export async function signUp(app: App, email: string, password: string): Promise<OutboxMessage> {
  if (app.address() !== '/signup') await visit(app, '/signup')
  await app.user.type(await screen.findByRole('textbox', { name: 'Email' }), email)
  await app.user.type(passwordField('Create Password'), password)
  await app.user.click(button('Submit'))
  await findNotice('status', 'Check your email')
  return waitForMessage(app, (m) => m.to === email && m.links.some((l) => l.includes('/verify-signup-email/')))
}

/** Signs up and opens the verification link: the parent lands on the survey, logged in. */
export async function signUpAndVerify(email: string, password: string, options: OpenAppOptions = {}): Promise<{ app: App; message: OutboxMessage }> {
  const app = await load('/signup', options)
  const message = await signUp(app, email, password)
  await visit(app, linkTo(message, '/verify-signup-email/'))
  await expect.poll(() => app.address()).toBe('/use-case')
  return { app, message }
}

/**
 * Holds the app's requests of operation `op` on their way to the server until `release()`: they
 * stay in flight for as long as a test looks at the screen, whatever the machine's pace.
 */
export function holdRequests(op: string): { readonly held: () => number; release(): void } {
  let open: () => void = () => undefined
  const gate = new Promise<void>((resolve) => (open = resolve))
  let held = 0
  const original = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (url.endsWith(`/pairql/dashboard/${op}`)) {
      held++
      await gate
    }
    return original(input, init)
  })
  return { held: () => held, release: () => open() }
}
