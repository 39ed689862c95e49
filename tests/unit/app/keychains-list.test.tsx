// @vitest-environment happy-dom
/**
 * The list of keychains and a child's keychains, as a parent uses them (moved from the end-to-end
 * tests; their accessibility checks and the phone widths stay there, in
 * tests/e2e/keychains.spec.ts): giving a keychain to a child from the plus menu, an unused
 * keychain, deleting one after confirming, each kept after a reload; and testing an address over
 * a child's keychains.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openApp } from '../support/app'
import { card, cardOrNull, testerResults, wholeText } from './keychains-support'

const maya = 'c0000000-0000-4000-8000-000000000001'
const leo = 'c0000000-0000-4000-8000-000000000002'

describe('keychains list', () => {
  it('cards, giving a keychain to a child from the plus menu, an unused keychain, deleting one', async () => {
    const app = await openApp('/keychains')
    await screen.findByRole('heading', { name: 'Keychains', level: 1 })
    await screen.findByRole('list', { name: 'Keychains' })
    const music = () => card('Music Practice')
    expect(within(music()).getByText(/3 keys/)).toBeTruthy()
    expect(within(music()).getByText(/Sites for piano and guitar practice/)).toBeTruthy()
    expect(within(music()).getByRole('link', { name: 'Maya' })).toBeTruthy()

    // Give Music Practice to Leo: the chip appears at once and links to his page.
    await app.user.click(within(music()).getByRole('button', { name: 'Choose children for Music Practice' }))
    const leoBox = await within(music()).findByRole<HTMLInputElement>('checkbox', { name: 'Leo' })
    expect(leoBox.checked).toBe(false)
    await app.user.click(leoBox)
    expect((await within(music()).findByRole('link', { name: 'Leo' })).getAttribute('href')).toBe(`/children/${leo}`)
    await app.user.keyboard('{Escape}')
    await expect.poll(() => within(music()).queryByRole('checkbox', { name: 'Leo' })).toBeNull()

    // Take Ava's keychain from Ava: it is no longer used.
    const avas = () => card('Ava’s Keychain')
    await app.user.click(within(avas()).getByRole('button', { name: /^Choose children/ }))
    const avaBox = await within(avas()).findByRole<HTMLInputElement>('checkbox', { name: 'Ava' })
    expect(avaBox.checked).toBe(true)
    await app.user.click(avaBox)
    await within(avas()).findByText(/This keychain isn't doing anything/)
    expect(within(avas()).getByText(/Not being used/)).toBeTruthy()
    expect((await screen.findAllByText('Keychain updated!'))[0]).toBeTruthy()

    await app.reload()
    await screen.findByRole('list', { name: 'Keychains' })
    await within(music()).findByRole('link', { name: 'Leo' })
    expect(within(avas()).getByText(/Not being used/)).toBeTruthy()

    // Delete Music Practice after confirming.
    await app.user.click(within(music()).getByRole('button', { name: 'Delete Music Practice' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete keychain?' })
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete keychain' }))
    await expect.poll(() => cardOrNull('Music Practice')).toBeNull()
    await screen.findByText('Keychain deleted!')
    await app.reload()
    await screen.findByRole('list', { name: 'Keychains' })
    expect(card('Maya’s Keychain')).toBeTruthy()
    expect(cardOrNull('Music Practice')).toBeNull()
  })
})

describe('on a child’s page', () => {
  it('Test an address over the child’s keychains, with their schedules', async () => {
    const app = await openApp(`/children/${maya}`)
    await screen.findByRole('heading', { name: 'Maya', level: 1 })
    await app.user.type(await screen.findByRole('searchbox', { name: 'Address or app' }), 'musictheory.net')
    const results = () => within(testerResults())
    await results().findByText('Music Practice')
    expect(results().getByText(/musictheory\.net and all its subdomains, in web browsers/)).toBeTruthy()
    expect(results().getAllByText(wholeText(/^Maya: (active now|not active now) \(Weekdays, 3:00 PM – 6:00 PM\)$/))[0]).toBeTruthy()
    expect(results().getByText(/Not tested: Homework Helpers \(public keychains do not show their keys\)\./)).toBeTruthy()
  })
})
