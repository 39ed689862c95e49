/**
 * The keychain screens' parts, as the keychain tests find them: a keychain's card in the list,
 * the list of a keychain's keys, the key wizard (a dialog) walked step by step, and the address
 * tester's results.
 */
import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type { App } from '../support/app'

/** The card of the keychain `name` in the list of keychains. */
export const card = (name: string): HTMLElement =>
  within(screen.getByRole('list', { name: 'Keychains' }))
    .getByRole('heading', { name })
    .closest('li') as HTMLElement

/** The card of `name`, or null when the list has none. */
export const cardOrNull = (name: string): HTMLElement | null =>
  within(screen.getByRole('list', { name: 'Keychains' }))
    .queryByRole('heading', { name })
    ?.closest('li') ?? null

export const button = (name: string): HTMLButtonElement => screen.getByRole<HTMLButtonElement>('button', { name })

/** The list of the open keychain's keys. */
export const keyList = (): HTMLElement => screen.getByRole('list', { name: /^Keys of / })

/** The items of the key list (0 while it is not shown). */
export const keyCount = (): number => {
  const list = screen.queryByRole('list', { name: /^Keys of / })
  return list ? within(list).queryAllByRole('listitem').length : 0
}

/** The address tester's results (a live region without a role of its own). */
export const testerResults = (): HTMLElement => document.querySelector('.address-tester__results') as HTMLElement

/** Replaces a field's text in one go, as a parent clearing it and pasting would. */
export async function fill(app: App, field: HTMLElement, text: string): Promise<void> {
  await app.user.clear(field)
  if (text) await app.user.paste(text)
}

/** Walks the open wizard from its current step to the comment step with Next. */
export async function nextUntilComment(app: App): Promise<void> {
  const dialog = screen.getByRole('dialog')
  while (!within(dialog).queryByRole('textbox', { name: /Comment/ })) await app.user.click(button('Next'))
}

/** Opens the wizard, lets `fill` choose the key, creates it, and checks the key list shows `expected`. */
export async function createKey(app: App, fill: (dialog: HTMLElement) => Promise<void>, expected: string): Promise<void> {
  await app.user.click(button('Add new key'))
  const dialog = await screen.findByRole('dialog')
  await within(dialog).findByRole('heading', { name: 'Create a new key' })
  await fill(dialog)
  await nextUntilComment(app)
  await app.user.click(within(dialog).getByRole('button', { name: 'Create key' }))
  await expect.poll(() => screen.queryAllByRole('dialog')).toHaveLength(0)
  await within(keyList()).findByText(expected)
  // The toast of the key made just before may still show: the newest is the last.
  expect((await screen.findAllByText('Key created!')).at(-1)).toBeTruthy()
}

/**
 * A matcher of the innermost elements whose whole text (their children's included) matches
 * `pattern`, as a browser's "get by text" reads it: `getAllByText(wholeText(/^Maya: active/))`.
 */
export const wholeText =
  (pattern: RegExp) =>
  (_content: string, element: Element | null): boolean =>
    element !== null && pattern.test(element.textContent ?? '') && ![...element.children].some((child) => pattern.test(child.textContent ?? ''))
