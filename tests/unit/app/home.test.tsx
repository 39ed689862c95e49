// @vitest-environment happy-dom
/**
 * Home, as the seeded demo parent uses it (moved from the end-to-end tests; their accessibility
 * checks stay there, in tests/e2e/home.spec.ts, with what only a browser shows): the dashboard's
 * greeting, quick actions, requests, activity and children; a request denied on its card with a
 * comment; Accept going on to the proposed key. A new parent's Home and the announcement are in
 * home-onboarding.test.tsx.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type App, openApp } from '../support/app'
import { callAsParent, watchCalls } from './calls-support'

const maya = 'c0000000-0000-4000-8000-000000000001'
const mayasKeychain = 'b0000000-0000-4000-8000-000000000001'
const youTube = 'ab000000-0000-4000-8000-000000000001'
const youTubeMusic = 'ab000000-0000-4000-8000-000000000004'
const leo = 'c0000000-0000-4000-8000-000000000002'
const leosKeychain = 'b0000000-0000-4000-8000-000000000002'
const discord = 'ab000000-0000-4000-8000-000000000002'

const widget = (name: string) => screen.getByRole('region', { name })
const attribute = (element: HTMLElement, name: string) => element.getAttribute(name)

const unlockStatus = async (id: string) => (await callAsParent<{ status: string }>('GetUnlockRequest', id)).status
const decide = (id: string, status: 'accepted' | 'rejected') => callAsParent('UpdateUnlockRequest', { id, status })

async function openHome(): Promise<App> {
  const app = await openApp('/')
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
  await screen.findByRole('region', { name: 'Unlock requests' })
  return app
}

describe('Home', () => {
  it('the seeded family’s Home: greeting, quick actions, requests, activity and each child’s status', async () => {
    const app = await openHome()
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(attribute(within(nav).getByRole('link', { name: 'Dashboard' }), 'aria-current')).toBe('page')

    expect(screen.getByRole('heading', { level: 2, name: /^Good (morning|afternoon|evening)!$/ })).toBeTruthy()
    expect(attribute(screen.getByRole('link', { name: 'Add a new child' }), 'href')).toBe('/children/new')
    expect(attribute(screen.getByRole('link', { name: 'Create a new keychain' }), 'href')).toBe('/keychains/new')

    // The two newest pending requests (both Maya’s), the two older ones counted.
    const requests = widget('Unlock requests')
    const items = within(requests).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]!.textContent).toContain('music.youtube.com/watch?v=piano-scales-c-major')
    expect(within(requests).getByText(/And 2 older requests:/)).toBeTruthy()
    expect(attribute(within(requests).getByRole('link', { name: 'View all' }), 'href')).toBe('/unlock-requests')

    // Each child's live status; each activity count opens that child's activity.
    const children = within(widget('Children')).getAllByRole('listitem')
    expect(children.filter((item) => item.textContent?.includes('Maya'))).toHaveLength(1)
    const ava = children.filter((item) => item.textContent?.includes('Ava'))
    expect(ava).toHaveLength(1)
    expect(ava[0]!.textContent).toContain('Offline')
    const activity = await screen.findByRole('region', { name: /^(Activity|You’re all caught up!)$/ })

    // The seeded day has Maya's unreviewed screenshots: her count is there to open.
    await app.user.click(await within(activity).findByRole('link', { name: /^Maya/ }))
    await expect.poll(() => app.address()).toMatch(new RegExp(`/children/${maya}/activity$`))
  })

  it('deny from Home: the comment is asked for on the card, the request leaves at once', async () => {
    const app = await openHome()
    const requests = widget('Unlock requests')
    const form = () => within(requests).getByRole('form', { name: /^Deny Maya’s request/ })
    const comment = () => within(form()).getByRole('textbox', { name: /Comment for Maya/ })
    await app.user.click(within(requests).getByRole('button', { name: 'Deny Maya’s request for music.youtube.com/watch?v=piano-scales-c-major' }))
    await expect.poll(() => document.activeElement).toBe(comment())

    // Cancel leaves the request as it was.
    await app.user.click(within(form()).getByRole('button', { name: 'Cancel' }))
    expect(within(requests).queryByRole('form')).toBeNull()
    await app.user.click(within(requests).getByRole('button', { name: /^Deny Maya’s request for music\.youtube\.com/ }))
    await app.user.type(comment(), '  Practise with the book today  ')
    const sent = watchCalls(/^UpdateUnlockRequest$/)
    await app.user.click(within(form()).getByRole('button', { name: 'Deny' }))
    await expect.poll(() => sent.length).toBe(1)
    expect(sent[0]!.body).toMatchObject({
      id: expect.stringMatching(/^ab000000-0000-4000-8000-000000000004$/i),
      status: 'rejected',
      responseComment: 'Practise with the book today',
    })
    await screen.findByText(/Unlock request rejected!/)
    expect(within(requests).queryAllByText(/music\.youtube\.com/)).toHaveLength(0)
    // The next older request moves up; one is left to count.
    await expect.poll(() => within(requests).getAllByRole('listitem').length).toBe(2)
    await within(requests).findByText(/And 1 older request:/)
    expect(await unlockStatus(youTubeMusic)).toBe('rejected')
  })

  it('accept from Home: Accept → goes on to the proposed key, choosing a keychain only when there are several', async () => {
    const app = await openHome()
    // Maya has two keychains of the parent's: which one gets the key is the only question left.
    const requests = widget('Unlock requests')
    await app.user.click(within(requests).getByRole('link', { name: 'Accept Maya’s request for www.youtube.com/watch?v=volcano-science-101' }))
    await expect.poll(() => app.address()).toMatch(new RegExp(`/children/${maya}/unlock-requests/${youTube}/select-keychain$`))
    await app.user.click(await screen.findByRole('link', { name: 'Use this keychain: Maya’s Keychain' }))
    await expect.poll(() => app.address()).toMatch(new RegExp(`/edit-key/${mayasKeychain}$`))
    await expect.poll(async () => (await screen.findByRole('button', { name: /^Address/ })).textContent).toContain('youtube.com')

    // Leo has one: once Maya's requests are answered, his show on Home, and Accept → opens the key.
    for (const id of [youTube, youTubeMusic]) await decide(id, 'rejected')
    await app.open('/')
    const leosRequest = await screen.findByRole('link', { name: 'Accept Leo’s request for cdn.discordapp.com' })
    expect(screen.getByRole('region', { name: 'Unlock requests' }).contains(leosRequest)).toBe(true)
    await app.user.click(leosRequest)
    await expect.poll(() => app.address()).toMatch(new RegExp(`/children/${leo}/unlock-requests/${discord}/edit-key/${leosKeychain}$`))
    await screen.findByRole('heading', { name: 'Key for Leo’s Keychain' })
    await expect.poll(async () => (await screen.findByRole('button', { name: /^Address/ })).textContent).toContain('discordapp.com')
  })
})
