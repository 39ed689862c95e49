/**
 * What the children screens' tests share: the seeded family's children, the queries they use,
 * and a look at the app's traffic with the fake server (every answer's status, and an
 * operation's replies held back until the test lets them through).
 */
import { act, screen, within } from '@testing-library/react'
import { afterEach, expect, vi } from 'vitest'
import type { OperationName } from '@domain/api/operations'
import { routeOf } from '@domain/api/profiles/adapter'
import type { App } from '../support/app'

// The seeded demo family's children (lower case, as links carry them).
export const maya = 'c0000000-0000-4000-8000-000000000001'
export const leo = 'c0000000-0000-4000-8000-000000000002'
export const ava = 'c0000000-0000-4000-8000-000000000003'

/** The card of the list item whose heading is exactly `name`. */
export const card = (name: string): HTMLElement => {
  const heading = screen.getByRole('heading', { name })
  const item = heading.closest('li')
  if (!item) throw new Error(`The heading ${name} is in no list item`)
  return item
}

export const saveButton = (): HTMLButtonElement => screen.getByRole<HTMLButtonElement>('button', { name: 'Save child' })

/** The field labelled exactly `label` (a text box, a check box, a select). */
export const field = <T extends HTMLElement = HTMLInputElement>(label: string, container: HTMLElement = document.body): T =>
  within(container).getByLabelText<T>(label, { exact: true })

/**
 * Replaces what the field holds with `text` in one input, as pasting over a selection (and
 * Playwright's `fill`) does: a list filtered by the field sees no emptied or half-typed value on
 * the way. Nothing: the field is emptied. A time field, which holds no selection, is emptied and
 * typed into (it takes a value only once it reads as a time).
 */
export async function fill(app: App, input: HTMLInputElement | HTMLTextAreaElement, text: string): Promise<void> {
  if (!text || input.type === 'time') {
    await app.user.clear(input)
    if (text) await app.user.type(input, text)
    return
  }
  await app.user.click(input)
  input.setSelectionRange(0, input.value.length)
  await app.user.paste(text)
  expect(input.value).toBe(text)
}

/** Saves the child and waits for the toast and for Save to be off again. */
export async function saveAndWait(app: App): Promise<void> {
  await app.user.click(saveButton())
  await screen.findByText('Child saved!')
  await expect.poll(() => saveButton().disabled).toBe(true)
}

/** The child's settings page, once its heading shows. */
export async function childPageLoaded(name: string): Promise<void> {
  await screen.findByRole('heading', { name, level: 1 })
}

/** Present and not hidden from the page (happy-dom has no layout to see). */
export const shown = (element: Element | null): boolean => element !== null && element.isConnected && element.closest('[hidden]') === null

export interface HeldReplies {
  /** Resolves once a request of the operation has been answered by the server (and held). */
  readonly answered: Promise<void>
  /** Hands the held replies to the app; resolves once it has read them and settled. */
  release(): Promise<void>
}

export interface Traffic {
  /** Every answer of the fake server so far: "status operation" (the app's operation names). */
  readonly answers: string[]
  /** Holds the replies of `operation` from now on, until `release()`. */
  hold(operation: OperationName): HeldReplies
}

/** The app's name of the operation a request calls (its wire name may differ: `DeleteEntity_v2`). */
const operationOf = (input: RequestInfo | URL): string => {
  const url = input instanceof Request ? input.url : String(input)
  const wireName = url.split('/').at(-1) ?? url
  return routeOf(wireName)?.op ?? wireName
}

let undo: (() => void) | null = null
afterEach(() => {
  undo?.()
  undo = null
})

/** Watches the app's requests to the fake server (call after `openApp`, which starts it). */
export function watchTraffic(): Traffic {
  const answers: string[] = []
  const held = new Map<string, { gate: Promise<void>; answered: () => void; bodiesRead: Promise<unknown>[] }>()
  const fetchThrough = globalThis.fetch
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const operation = operationOf(input)
    const response = await fetchThrough(input, init)
    answers.push(`${response.status} ${operation}`)
    const hold = held.get(operation)
    if (!hold) return response
    hold.answered()
    await hold.gate
    // The app reads the body as text: once read, what it does with it is the app's own work.
    const text = await response.text()
    let read!: () => void
    hold.bodiesRead.push(new Promise<void>((done) => (read = done)))
    const copy = new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers })
    const readText = copy.text.bind(copy)
    copy.text = async () => {
      const body = await readText()
      queueMicrotask(read)
      return body
    }
    return copy
  })
  undo = () => spy.mockRestore()
  return {
    answers,
    hold(operation) {
      let open!: () => void
      let answered!: () => void
      const gate = new Promise<void>((done) => (open = done))
      const wasAnswered = new Promise<void>((done) => (answered = done))
      const entry = { gate, answered, bodiesRead: [] as Promise<unknown>[] }
      held.set(operation, entry)
      return {
        answered: wasAnswered,
        async release() {
          held.delete(operation)
          open()
          await wasAnswered
          // Wait for the app to take the reply, then for what it does with it to settle: two
          // turns of the event loop, as a browser would render two frames.
          await expect.poll(() => entry.bodiesRead.length).toBeGreaterThan(0)
          await act(async () => {
            await Promise.all(entry.bodiesRead)
            await new Promise((done) => setTimeout(done, 0))
            await new Promise((done) => setTimeout(done, 0))
          })
        },
      }
    },
  }
}
