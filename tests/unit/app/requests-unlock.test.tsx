// @vitest-environment happy-dom
/**
 * Unlock requests, as a parent answers them (moved from the end-to-end tests; their
 * accessibility checks stay there, in tests/e2e/requests.spec.ts): accepting with the proposed
 * key into the only own keychain, accepting a group after editing the key, the child without a
 * keychain of the parent's, denying with a comment, a failed status update retried without a
 * second key, and a new request arriving by polling. Every outcome is also read back from the
 * server.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openApp } from '../support/app'
import { keysOf, loadPage, logRequests, unlockStatus } from './requests-support'

const maya = 'c0000000-0000-4000-8000-000000000001'
const leo = 'c0000000-0000-4000-8000-000000000002'
const leosKeychain = 'b0000000-0000-4000-8000-000000000002'
const musicPractice = 'b0000000-0000-4000-8000-000000000004'
const youTube = 'ab000000-0000-4000-8000-000000000001'
const discord = 'ab000000-0000-4000-8000-000000000002'
const youTubeMusic = 'ab000000-0000-4000-8000-000000000004'
const gameServer = 'ab000000-0000-4000-8000-000000000005'

const pendingBadge = () => within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /^Unlock requests/ })
const pendingCount = () => Number(/(\d+) pending/.exec(pendingBadge().textContent ?? '')?.[1])
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name })
const alertSaying = async (text: string) =>
  expect.poll(() => screen.queryAllByRole('alert').some((alert) => alert.textContent?.includes(text))).toBe(true)

describe('unlock requests', () => {
  it('accept into the only own keychain with the proposed key; the count and title follow', async () => {
    const app = await openApp('/unlock-requests')
    await screen.findByRole('heading', { name: 'Unlock requests', level: 1 })
    const accept = await screen.findByRole('link', { name: 'Accept Leo’s request for cdn.discordapp.com' })
    await expect.poll(() => pendingBadge().textContent).toMatch(/\d+ pending/)
    const before = pendingCount()
    await expect.poll(() => document.title).toBe(`(${before}) Unlock requests · Gatehouse`)

    await app.user.click(accept)
    await expect.poll(() => app.address()).toMatch(new RegExp(`/children/${leo}/unlock-requests/${discord}/review$`))
    const details = await screen.findByText('Details')
    expect(screen.getAllByText(/cdn\.discordapp\.com/)[0]).toBeTruthy()
    await app.user.click(details)
    expect((await screen.findAllByText(/com\.hnc\.Discord/))[0]).toBeTruthy()

    // Leo has one keychain of the parent's own: choosing one is skipped.
    await app.user.click(button('Accept'))
    await expect.poll(() => app.address()).toMatch(new RegExp(`/edit-key/${leosKeychain}$`))
    await screen.findByRole('heading', { name: 'Key for Leo’s Keychain' })
    expect(screen.getByRole('button', { name: /^Address/ }).textContent).toContain('discordapp.com')
    await app.user.click(button('Submit'))

    await screen.findByText('The unlock request has been accepted.')
    await expect.poll(() => app.address()).toMatch(new RegExp(`/unlock-requests/${discord}$`))
    await expect.poll(() => pendingBadge().textContent).toContain(`${before - 1} pending`)
    await expect.poll(() => document.title).toBe(`(${before - 1}) Leo’s unlock request · Gatehouse`)
    const keys = (await keysOf(leosKeychain)).filter((k) => k.key.domain === 'discordapp.com')
    expect(keys.map((k) => k.key.type)).toEqual(['anySubdomain'])
    expect(await unlockStatus(discord)).toBe('accepted')
  })

  it('accept after editing the key: one key answers both of Maya’s requests for youtube.com', async () => {
    const app = await openApp(`/children/${maya}/unlock-requests`)
    await screen.findByText(/^\d+ requests from Maya for youtube\.com/)
    await app.user.click(screen.getByRole('link', { name: 'Accept Maya’s request for www.youtube.com/watch?v=volcano-science-101' }))
    await app.user.click(await screen.findByRole('button', { name: 'Accept' }))

    // Maya has two keychains of the parent's own: choose one.
    await expect.poll(() => app.address()).toMatch(/\/select-keychain$/)
    await screen.findByRole('heading', { name: 'Choose a keychain' })
    await app.user.click(await screen.findByRole('link', { name: 'Use this keychain: Music Practice' }))
    await expect.poll(() => app.address()).toMatch(new RegExp(`/edit-key/${musicPractice}$`))
    const note = await screen.findByRole('note')
    await expect.poll(() => note.textContent).toContain('music.youtube.com/watch?v=piano-scales-c-major: this key does not unlock it')

    // youtube.com is a shared platform: the proposal is exactly the host, which leaves the other
    // request's address locked; the note offers the key for the whole site.
    const address = () => screen.getByRole('button', { name: /^Address/ })
    expect(address().textContent).toContain('www.youtube.com')
    await app.user.click(within(note).getByRole('button', { name: 'Unlock youtube.com and all its subdomains' }))
    await expect.poll(() => note.textContent).toContain('music.youtube.com/watch?v=piano-scales-c-major: this key unlocks it')
    expect(within(note).queryAllByRole('button')).toHaveLength(0)
    expect(address().textContent).toContain('youtube.com (standard)')
    // Back to exactly the host by hand: locked again, and the offer is back.
    await app.user.click(address())
    await app.user.click(await screen.findByRole('radio', { name: /^Strict/ }))
    await expect.poll(() => note.textContent).toContain('this key does not unlock it')
    await app.user.click(screen.getByRole('radio', { name: /^Standard/ }))
    await expect.poll(() => note.textContent).toContain('this key unlocks it')
    await app.user.click(address())
    const log = logRequests()
    await app.user.click(button('Submit'))
    expect(await log.next('SaveKey')).toMatchObject({ keychainId: musicPractice.toUpperCase(), key: { type: 'anySubdomain', domain: 'youtube.com' } })
    await screen.findByText('The unlock request has been accepted.')

    expect((await keysOf(musicPractice)).filter((k) => k.key.domain === 'youtube.com')).toHaveLength(1)
    expect(await unlockStatus(youTube)).toBe('accepted')
    expect(await unlockStatus(youTubeMusic)).toBe('accepted')
    await loadPage(app, `/children/${maya}/unlock-requests`)
    await screen.findByRole('heading', { name: 'Maya’s unlock requests', level: 1 })
    await expect.poll(() => screen.queryAllByText(/requests from Maya for youtube\.com/)).toHaveLength(0)
    expect(screen.queryAllByRole('link', { name: /^Accept Maya’s request for (www|music)\.youtube\.com/ })).toHaveLength(0)
  })

  it('a child without a keychain of the parent’s own cannot be answered with a key yet', async () => {
    const app = await openApp('/keychains')
    const list = await screen.findByRole('list', { name: 'Keychains' })
    const card = within(list).getByRole('heading', { name: 'Leo’s Keychain' }).closest('li') as HTMLElement
    await app.user.click(within(card).getByRole('button', { name: /^Choose children/ }))
    const leoBox = await within(card).findByRole<HTMLInputElement>('checkbox', { name: 'Leo' })
    expect(leoBox.checked).toBe(true)
    await app.user.click(leoBox)
    expect((await screen.findAllByText('Keychain updated!'))[0]).toBeTruthy()

    await loadPage(app, `/children/${leo}/unlock-requests/${gameServer}/review`)
    const warning = 'Before you can accept this unlock request, Leo needs to have at least one keychain created by you'
    await screen.findByText(new RegExp(warning))
    expect(button('Accept').disabled).toBe(true)
    expect(screen.getByRole('link', { name: 'Add a keychain to Leo' }).getAttribute('href')).toBe(`/children/${leo}`)
    await loadPage(app, `/children/${leo}/unlock-requests/${gameServer}/select-keychain`)
    await screen.findByText(new RegExp(warning))
  })

  it('deny with a comment (trimmed); a failed deny says so and can be sent again', async () => {
    const app = await openApp(`/children/${leo}/unlock-requests`)
    await app.user.click(await screen.findByRole('link', { name: 'Deny Leo’s request for 51.161.86.221' }))
    await expect.poll(() => app.address()).toMatch(/\/deny$/)
    await app.user.type(await screen.findByRole('textbox', { name: /Comment for Leo/ }), '  Not on a school night  ')

    app.fake.control.setFaults({ errorRate: 1, operations: ['UpdateUnlockRequest'] })
    await app.user.click(button('Deny'))
    await alertSaying('Error denying unlock request')
    expect(await unlockStatus(gameServer)).toBe('pending')

    app.fake.control.setFaults({ errorRate: 0, operations: [] })
    const log = logRequests()
    await app.user.click(button('Deny'))
    expect(await log.next('UpdateUnlockRequest')).toEqual({
      id: gameServer.toUpperCase(),
      status: 'rejected',
      responseComment: 'Not on a school night',
    })
    await screen.findByText('The unlock request has been rejected.')
    expect(await unlockStatus(gameServer)).toBe('rejected')
  })

  it('accepting when only the status update fails: Try again saves no second key', async () => {
    const app = await openApp(`/children/${leo}/unlock-requests/${discord}/edit-key/${leosKeychain}`)
    await screen.findByRole('heading', { name: 'Key for Leo’s Keychain' })
    app.fake.control.setFaults({ errorRate: 1, operations: ['UpdateUnlockRequest'] })
    await app.user.click(button('Submit'))
    await alertSaying('Error accepting unlock request')
    // What failed, and why: the key was saved, the request's status was not.
    const failed = within(await screen.findByRole('list', { name: 'What failed' })).getAllByRole('listitem')
    expect(failed.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Accept the request for .*discordapp\.com.*: The server had a problem \(error 500\)$/),
    ])
    expect(screen.getByText(/^Saved: .*discordapp\.com/)).toBeTruthy()
    expect(await unlockStatus(discord)).toBe('pending')
    expect((await keysOf(leosKeychain)).filter((k) => k.key.domain === 'discordapp.com')).toHaveLength(1)

    app.fake.control.setFaults({ errorRate: 0, operations: [] })
    const log = logRequests()
    await app.user.click(button('Try again'))
    await screen.findByText('The unlock request has been accepted.')
    expect(log.sent.map((r) => r.op).filter((op) => /^(SaveKey|UpdateUnlockRequest)$/.test(op))).toEqual(['UpdateUnlockRequest'])
    expect((await keysOf(leosKeychain)).filter((k) => k.key.domain === 'discordapp.com')).toHaveLength(1)
    expect(await unlockStatus(discord)).toBe('accepted')
  })

  it('a request the child sends now appears by itself, and the pending count goes up', async () => {
    const app = await openApp('/unlock-requests', { passTime: true })
    await screen.findAllByRole('link', { name: /^Accept / })
    await expect.poll(() => pendingBadge().textContent).toMatch(/\d+ pending/)
    const before = pendingCount()
    const sent = await app.fake.control.triggerUnlockRequest?.(maya)
    const id = sent?.ids[0]
    expect(id).toBeTruthy()
    // No reload and no click: the list is polled every 10 s.
    const href = `/children/${maya}/unlock-requests/${id!.toLowerCase()}/review`
    expect(document.querySelector(`a[href="${href}"]`)).toBeNull()
    await app.passTime(10_000)
    await expect.poll(() => document.querySelector(`a[href="${href}"]`)).not.toBeNull()
    await expect.poll(pendingCount).toBeGreaterThan(before)
  })
})
