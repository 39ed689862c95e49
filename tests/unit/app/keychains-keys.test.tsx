// @vitest-environment happy-dom
/**
 * The keys of a keychain, as a parent works on them (moved from the end-to-end tests; their
 * accessibility checks and the phone widths stay there, in tests/e2e/keychains.spec.ts): the list
 * and table views, editing a key's comment, deleting a key after confirming, "Test an address",
 * 'Add keys from a list', and an unfinished key and keychain edits surviving a reload. Every save
 * is checked again after a reload.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openApp } from '../support/app'
import { button, fill, keyCount, keyList, testerResults, wholeText } from './keychains-support'

const mayasKeychain = 'b0000000-0000-4000-8000-000000000001'

const keysTable = () => screen.getByRole('table', { name: 'Keys of Maya’s Keychain' })
const row = (text: string) =>
  within(keysTable())
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(text)) as HTMLElement
const cellTexts = (r: HTMLElement) =>
  within(r)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.trim())

async function openMayasKeychain() {
  const app = await openApp(`/keychains/${mayasKeychain}`)
  await screen.findByRole('heading', { name: 'Maya’s Keychain', level: 1 })
  return app
}

describe('the keys of a keychain', () => {
  it('list and table views, editing a key, deleting a key', async () => {
    const app = await openMayasKeychain()
    await expect.poll(keyCount).toBe(4)

    // The table: the spec's columns, comments cut at 30 characters, the expiry icon.
    await app.user.click(button('Table'))
    expect(button('Table').getAttribute('aria-pressed')).toBe('true')
    const table = await screen.findByRole('table', { name: 'Keys of Maya’s Keychain' })
    for (const column of ['Key type', 'Key target', 'Key scope', 'Comment']) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeTruthy()
    }
    const zoomRow = row('Zoom')
    expect(cellTexts(zoomRow)[0]).toBe('App')
    // An app key with unrestricted access opens every address: its target is `*`.
    expect(cellTexts(zoomRow)[1]).toBe('*')
    expect(within(zoomRow).getByRole('button', { name: 'Edit key * in Zoom' })).toBeTruthy()
    expect(cellTexts(zoomRow)[2]).toBe('Zoom only')
    expect(within(zoomRow).getByRole('img', { name: /^Expires / })).toBeTruthy()
    await app.reload()
    await screen.findByRole('table', { name: 'Keys of Maya’s Keychain' })

    // Edit the docs.google.com key: every step a closed section; Save key waits for a change.
    await app.user.click(within(keysTable()).getByRole('button', { name: 'Edit key docs.google.com' }))
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByRole('heading', { name: 'Edit key' })
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Save key' }).disabled).toBe(true)
    const commentSection = within(dialog).getByRole('button', { name: /^Comment/ })
    expect(commentSection.getAttribute('aria-expanded')).toBe('false')
    await app.user.click(commentSection)
    expect(commentSection.getAttribute('aria-expanded')).toBe('true')
    await fill(app, within(dialog).getByRole('textbox', { name: /Comment/ }), 'Shared documents for school projects and homework')
    await app.user.click(commentSection)
    expect(commentSection.getAttribute('aria-expanded')).toBe('false')
    await app.user.click(within(dialog).getByRole('button', { name: 'Save key' }))
    await screen.findByText('Key saved!')
    await expect.poll(() => cellTexts(row('docs.google.com'))[3]).toBe('Shared documents for school pr…')
    await app.reload()
    await screen.findByRole('table', { name: 'Keys of Maya’s Keychain' })
    await expect.poll(() => cellTexts(row('docs.google.com'))[3]).toBe('Shared documents for school pr…')

    // Delete the khanacademy.org key after confirming.
    await app.user.click(screen.getByRole('button', { name: 'Delete key khanacademy.org and subdomains' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete key?' })
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete key' }))
    await screen.findByText('Key deleted!')
    await expect.poll(() => within(keysTable()).getAllByRole('row')).toHaveLength(4)
    await app.user.click(button('List'))
    await expect.poll(keyCount).toBe(3)
    await app.reload()
    await screen.findByRole('heading', { name: 'Maya’s Keychain', level: 1 })
    await expect.poll(keyCount).toBe(3)
    expect(within(keyList()).queryAllByText(/khanacademy/)).toHaveLength(0)
  })

  it('Test an address, and Add keys from a list', async () => {
    const app = await openMayasKeychain()
    const tester = await screen.findByRole('searchbox', { name: 'Address or app' })
    await fill(app, tester, 'https://www.khanacademy.org/math')
    const results = () => within(testerResults())
    // The khanacademy.org key, and the Zoom key (Zoom may reach every address).
    await results().findByText(wholeText(/2 keys unlock https:\/\/www\.khanacademy\.org\/math:/))
    expect(results().getByText(wholeText(/khanacademy\.org and all its subdomains, in web browsers/))).toBeTruthy()
    expect(results().getByText(wholeText(/Every address \(\*\), in Zoom only/))).toBeTruthy()
    expect(results().getAllByText(wholeText(/^Maya: active now/))[0]).toBeTruthy()
    await fill(app, tester, 'zoom')
    await expect.poll(() => results().queryByText(wholeText(/2 keys unlock/))).toBeNull()
    expect(results().getByText(wholeText(/Every address \(\*\), in Zoom only/))).toBeTruthy()
    await fill(app, tester, 'Minecraft')
    await results().findByText(wholeText(/Nothing in this keychain unlocks Minecraft\./))

    await app.user.click(button('Add keys from a list'))
    const dialog = await screen.findByRole('dialog', { name: 'Add keys from a list' })
    const lines = ['khanacademy.org', 'https://wikipedia.org/wiki/Cat', 'wikipedia.org', 'not a site', '140.82.112.4']
    await fill(app, within(dialog).getByRole('textbox', { name: 'Addresses, one a line' }), lines.join('\n'))
    const proposed = () => within(within(dialog).getByRole('list', { name: 'Proposed keys' })).getAllByRole('listitem')
    await expect.poll(() => proposed()).toHaveLength(5)
    expect(proposed()[0]!.textContent).toContain('Already in this keychain')
    expect(proposed()[2]!.textContent).toContain('Same as line 2')
    expect(proposed()[3]!.textContent).toContain('invalid address: The given input does not look like a hostname.')
    await app.user.click(within(dialog).getByRole('button', { name: 'Create 2 keys' }))
    await screen.findByText(/keys created!/i)
    await expect.poll(keyCount).toBe(6)
    await app.reload()
    await screen.findByRole('heading', { name: 'Maya’s Keychain', level: 1 })
    await within(await screen.findByRole('list', { name: /^Keys of / })).findByText('wikipedia.org and all its subdomains, in web browsers')
    expect(within(keyList()).getByText('The IP address 140.82.112.4, in web browsers')).toBeTruthy()
  })

  it('an unfinished key and keychain edits survive a reload', async () => {
    const app = await openMayasKeychain()
    await fill(app, screen.getByRole('textbox', { name: 'Name' }), 'Maya’s school keys')
    expect(button('Save keychain').disabled).toBe(false)
    await app.user.click(button('Add new key'))
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Next' }))
    await fill(app, within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Website address' }), 'scratch.mit.edu')
    await expect.poll(() => app.address()).toMatch(/\?key=new$/)
    await app.reload()
    const dialog = await screen.findByRole('dialog')
    await expect.poll(() => within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Website address' }).value).toBe('scratch.mit.edu')
    await app.user.click(within(dialog).getByRole('button', { name: 'Create key' }))
    await within(keyList()).findByText('scratch.mit.edu and all its subdomains, in web browsers')
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Maya’s school keys')
    await app.user.click(button('Save keychain'))
    await screen.findByText('Keychain saved!')
    await app.reload()
    await screen.findByRole('heading', { name: 'Maya’s school keys', level: 1 })
    await expect.poll(() => button('Save keychain').disabled).toBe(true)
  })
})
