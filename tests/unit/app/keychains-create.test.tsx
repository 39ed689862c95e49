// @vitest-environment happy-dom
/**
 * Creating a keychain and adding a key of every kind through the wizard (moved from the
 * end-to-end tests; their accessibility checks stay there, in tests/e2e/keychains.spec.ts): the
 * disabled buttons of a new keychain, the address checks and its cleaning, websites standard and
 * strict, an IP address, a regular expression, an app by name or bundle ID, and all of it kept
 * after a reload.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openApp } from '../support/app'
import { button, createKey, fill, keyCount, keyList } from './keychains-support'

describe('creating a keychain', () => {
  it('a new keychain, then a key of every kind', async () => {
    const app = await openApp('/keychains')
    await app.user.click(await screen.findByRole('link', { name: 'Create a keychain' }))
    await expect.poll(() => app.address()).toMatch(/\/keychains\/[0-9a-f-]{36}$/)
    await screen.findByRole('textbox', { name: 'Name' })
    expect(button('Create keychain').disabled).toBe(true)
    expect(button('Add new key').disabled).toBe(true)
    await fill(app, screen.getByRole('textbox', { name: 'Name' }), 'School')
    await fill(app, screen.getByRole('textbox', { name: /Description/ }), 'Sites and apps for class')
    expect(screen.getByRole('textbox', { name: /Description/ }).getAttribute('rows')).toBe('5')
    await app.user.click(button('Create keychain'))
    await screen.findByText('Keychain created!')
    await expect.poll(() => button('Save keychain').disabled).toBe(true)
    await screen.findByRole('heading', { name: 'No keys' })

    // Website, standard, with an expiration and a comment; the address is cleaned.
    await app.user.click(button('Add new key'))
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    await expect.poll(() => screen.queryAllByRole('dialog')).toHaveLength(0)
    await createKey(
      app,
      async (dialog) => {
        await app.user.click(button('Next'))
        const address = within(dialog).getByRole('textbox', { name: 'Website address' })
        await fill(app, address, 'khanacademy')
        await app.user.tab()
        await within(dialog).findByText(/invalid address/)
        expect(button('Next').disabled).toBe(true)
        await fill(app, address, '1.2.3.4')
        await within(dialog).findByText(/This is an IP address: turn on Advanced and choose IP address\./)
        await fill(app, address, 'https://www.KhanAcademy.org/math')
        await within(dialog).findByText(/The key will be for www\.khanacademy\.org/)
        await app.user.click(button('Next'))
        await app.user.click(button('Next'))
        await app.user.click(within(dialog).getByRole('checkbox', { name: 'Key expires' }))
        expect(await within(dialog).findByLabelText('Expires on')).toBeTruthy()
        await app.user.click(button('Next'))
        await fill(app, within(dialog).getByRole('textbox', { name: /Comment/ }), 'math practice')
      },
      'www.khanacademy.org and all its subdomains, in web browsers',
    )
    // Website, strict, for all apps.
    await createKey(
      app,
      async (dialog) => {
        await app.user.click(button('Next'))
        await fill(app, within(dialog).getByRole('textbox', { name: 'Website address' }), 'docs.google.com')
        await app.user.click(within(dialog).getByRole('radio', { name: 'Strict' }))
        await app.user.click(button('Next'))
        await app.user.click(within(dialog).getByRole('radio', { name: 'All apps' }))
      },
      'Exactly docs.google.com, in every app',
    )
    // IP address and regular expression, under Advanced.
    await createKey(
      app,
      async (dialog) => {
        await app.user.click(button('Next'))
        await app.user.click(within(dialog).getByRole('checkbox', { name: /^Advanced/ }))
        await app.user.click(within(dialog).getByRole('radio', { name: 'IP address' }))
        await fill(app, within(dialog).getByRole('textbox', { name: 'Website address' }), '140.82.112.3')
      },
      'The IP address 140.82.112.3, in web browsers',
    )
    await createKey(
      app,
      async (dialog) => {
        await app.user.click(button('Next'))
        await app.user.click(within(dialog).getByRole('checkbox', { name: /^Advanced/ }))
        await app.user.click(within(dialog).getByRole('radio', { name: 'Regular expression' }))
        await fill(app, within(dialog).getByRole('textbox', { name: 'Website address' }), 'deploy-preview-*.netlify.app')
      },
      'Addresses matching deploy-preview-*.netlify.app, in web browsers',
    )
    // An app chosen by name, unrestricted.
    await createKey(
      app,
      async (dialog) => {
        await app.user.click(within(dialog).getByRole('radio', { name: 'App' }))
        await app.user.click(button('Next'))
        expect(button('Next').disabled).toBe(true)
        await app.user.selectOptions(within(dialog).getByRole('combobox', { name: 'App' }), 'Zoom')
        await app.user.click(button('Next'))
        await app.user.click(within(dialog).getByRole('radio', { name: 'Unrestricted' }))
      },
      'Every address (*), in Zoom only',
    )
    // An app named by bundle ID, limited to one address.
    await createKey(
      app,
      async (dialog) => {
        await app.user.click(within(dialog).getByRole('radio', { name: 'App' }))
        await app.user.click(button('Next'))
        await app.user.click(within(dialog).getByRole('radio', { name: 'Bundle ID' }))
        const bundle = within(dialog).getByRole('textbox', { name: 'Bundle ID' })
        await fill(app, bundle, 'ab')
        await within(dialog).findByText(/A bundle ID has at least 3 characters/)
        await fill(app, bundle, 'com.example.Game')
        await app.user.click(button('Next'))
        await app.user.click(within(dialog).getByRole('radio', { name: 'Only one address' }))
        await app.user.click(button('Next'))
        await fill(app, within(dialog).getByRole('textbox', { name: 'Address com.example.Game may reach' }), 'roblox.com')
      },
      'roblox.com and all its subdomains, in com.example.Game only',
    )

    await app.reload()
    await screen.findByRole('heading', { name: 'School', level: 1 })
    await expect.poll(keyCount).toBe(6)
    expect(within(keyList()).getByText(/math practice/)).toBeTruthy()
    expect(within(keyList()).getAllByText(/^Expires /)).toHaveLength(1)
  })
})
