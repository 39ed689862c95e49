// @vitest-environment happy-dom
/**
 * iOS devices under today's API, the profile these tests are built with (moved from the
 * end-to-end tests; their accessibility checks and the phone layout stay there, in
 * tests/e2e/ios-devices.spec.ts): the list, an iPhone's groups and policy changed and saved and
 * read back from the API, a block rule created, edited and deleted, a reload in the middle of an
 * edit keeping it, and the sidebar's entry. Under `2025-05`: ios-devices-2025-05.test.tsx.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiProfile } from '../../../src/api/config'
import { openApp } from '../support/app'
import { callAsParent } from './calls-support'

// The seeded demo family's iPhone and iPad (lower case, as links carry them).
const mayaIPhone = '10000000-0000-4000-8000-000000000001'
const leoIPad = '10000000-0000-4000-8000-000000000002'
const gifs = '087628B2-742C-4164-A3CC-717C4AC72C1A'
const spotlight = 'DF7FB156-488A-497B-AA12-C585D3FA4E6C'

/** Asks the API what it stored, as any PairQL client would. */
const readDevice = (id: string): Promise<any> => callAsParent('GetIOSDevice', id)

const policySelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Policy' })
const groupBox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name })
const saveSettings = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save settings' })
const editor = () => screen.getByRole('dialog', { name: /^(Create|Edit) Block Rule$/ })
const inEditor = () => within(editor())
const rules = () => screen.getByRole('list', { name: 'Block rules' })

describe('iOS devices', () => {
  it('an iPhone’s groups and policy changed, saved and read back from the API', async () => {
    expect(apiProfile).toBe('current')
    const app = await openApp('/ios-devices')
    await screen.findByRole('heading', { level: 1, name: 'iOS Devices' })
    const list = await screen.findByRole('list', { name: 'iOS devices' })
    await expect.poll(() => within(list).queryAllByRole('link')).toHaveLength(2)
    expect(within(list).getByRole('link', { name: /Leo’s iPad/ }).textContent).toContain('iOS 17.7.2')
    expect(screen.getByRole('link', { name: 'iOS devices' }).hasAttribute('aria-current')).toBe(true)

    await app.user.click(within(list).getByRole('link', { name: /Maya’s iPhone/ }))
    await expect.poll(() => app.address()).toMatch(new RegExp(`/ios-devices/${mayaIPhone}$`))
    await screen.findByRole('heading', { level: 1, name: 'Maya’s iPhone' })
    await expect.poll(() => groupBox('GIFs').checked).toBe(true)
    expect(saveSettings().disabled).toBe(true)

    // Toggling a group off and on again is no change.
    await app.user.click(groupBox('Ads'))
    await app.user.click(groupBox('Ads'))
    expect(saveSettings().disabled).toBe(true)

    await app.user.click(groupBox('GIFs'))
    await app.user.click(groupBox('Spotlight'))
    await app.user.selectOptions(policySelect(), 'Blocklist plus limit adult websites')
    await screen.findByRole('heading', { name: 'Blocked websites:' })
    const field = screen.getByRole('textbox', { name: 'Domain to add' })
    await app.user.type(field, 'not a host!')
    await screen.findByText(/invalid address/i)
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add domain' }).disabled).toBe(true)
    await app.user.clear(field)
    await app.user.type(field, 'HTTPS://www.Roblox.com/games{Enter}')
    await expect.poll(() => screen.getByRole('list', { name: 'Blocked websites' }).textContent).toContain('www.roblox.com')
    await app.user.click(screen.getByRole('button', { name: 'Remove wikipedia.org' }))

    await app.user.click(saveSettings())
    await screen.findByText(/iOS device updated!/i)
    await expect.poll(() => saveSettings().disabled).toBe(true)

    const stored = await readDevice(mayaIPhone)
    expect(stored.webPolicy).toBe('blockAdultAnd')
    expect(stored.webPolicyDomains).toEqual(['khanacademy.org', 'www.roblox.com'])
    expect(stored.enabledBlockGroups).toContain(spotlight)
    expect(stored.enabledBlockGroups).not.toContain(gifs)
  })

  it('a block rule created, edited and deleted; a rule the editor cannot show is listed read-only', async () => {
    const app = await openApp(`/ios-devices/${leoIPad}`)
    await screen.findByRole('heading', { level: 1, name: 'Leo’s iPad' })
    // The seeded nested rule: Other, described in full, with Delete but no editor.
    expect(within(rules()).getAllByRole('listitem')).toHaveLength(1)
    expect(rules().textContent).toContain('Other')
    expect(rules().textContent).toContain('“school.example.org”')
    expect(within(rules()).queryAllByRole('button', { name: /, edit$/ })).toHaveLength(0)

    await app.user.click(screen.getByRole('button', { name: 'Add rule' }))
    expect(inEditor().getByRole('heading', { name: 'Create Block Rule' })).toBeTruthy()
    const create = () => inEditor().getByRole<HTMLButtonElement>('button', { name: 'Create' })
    expect(create().disabled).toBe(true)
    await app.user.type(inEditor().getByRole('textbox', { name: 'App Bundle ID:' }), ' com.example.game ')
    await app.user.selectOptions(inEditor().getByRole('combobox', { name: 'Block internet access:' }), 'unless address contains...')
    expect(create().disabled).toBe(true)
    await app.user.type(
      inEditor().getByRole('textbox', { name: 'Except addresses containing:' }),
      'homework.example.org{Enter}{Enter}  lessons.example.org ',
    )
    await app.user.click(create())
    await screen.findByText(/Block rule saved!/i)
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
    await expect.poll(() => within(rules()).getAllByRole('listitem')).toHaveLength(2)

    let stored = await readDevice(leoIPad)
    const created = stored.customBlockRules.find((r: any) => r.rule.case === 'unless' && r.rule.rule.case === 'bundleIdContains')
    expect(created.rule).toEqual({
      case: 'unless',
      rule: { case: 'bundleIdContains', value: 'com.example.game' },
      negatedBy: [
        { case: 'targetContains', value: 'homework.example.org' },
        { case: 'targetContains', value: 'lessons.example.org' },
      ],
    })

    await app.user.click(within(rules()).getByRole('button', { name: /^App com\.example\.game .*, edit$/ }))
    expect(inEditor().getByRole('heading', { name: 'Edit Block Rule' })).toBeTruthy()
    expect(inEditor().getByRole<HTMLTextAreaElement>('textbox', { name: 'Except addresses containing:' }).value).toBe(
      'homework.example.org\nlessons.example.org',
    )
    await app.user.selectOptions(inEditor().getByRole('combobox', { name: 'Block internet access:' }), 'when is browser')
    await app.user.click(inEditor().getByRole('button', { name: 'Save' }))
    await expect.poll(() => screen.queryAllByText(/Block rule saved!/i).length).toBeGreaterThan(0)
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
    stored = await readDevice(leoIPad)
    expect(stored.customBlockRules.find((r: any) => r.id === created.id).rule).toEqual({
      case: 'both',
      a: { case: 'bundleIdContains', value: 'com.example.game' },
      b: { case: 'flowTypeIs', value: 'browser' },
    })

    await app.user.click(within(rules()).getByRole('button', { name: /^Delete block rule.*com\.example\.game/ }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete block rule?' })
    expect(confirm.textContent).toContain('There is no undo.')
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await screen.findByText(/Block rule deleted!/i)
    await expect.poll(() => within(rules()).getAllByRole('listitem')).toHaveLength(1)
    stored = await readDevice(leoIPad)
    expect(stored.customBlockRules.map((r: any) => r.id)).not.toContain(created.id)
  })

  it('a reload in the middle of an edit keeps the settings and the open rule editor', async () => {
    const app = await openApp(`/ios-devices/${mayaIPhone}`)
    await screen.findByRole('heading', { level: 1, name: 'Maya’s iPhone' })
    await app.user.selectOptions(policySelect(), 'Unrestricted')
    await app.user.click(groupBox('Spotlight'))
    await app.user.click(screen.getByRole('button', { name: /^App com\.zhiliaoapp\.musically .*, edit$/ }))
    const bundle = () => inEditor().getByRole<HTMLInputElement>('textbox', { name: 'App Bundle ID:' })
    await app.user.clear(bundle())
    await app.user.type(bundle(), 'com.zhiliaoapp')

    await app.reload()
    await screen.findByRole('heading', { name: 'Edit Block Rule' })
    expect(editor().contains(screen.getByRole('heading', { name: 'Edit Block Rule' }))).toBe(true)
    await expect.poll(() => bundle().value).toBe('com.zhiliaoapp')
    await app.user.click(inEditor().getByRole('button', { name: 'Cancel' }))
    expect(policySelect().value).toBe('allowAll')
    expect(groupBox('Spotlight').checked).toBe(true)
    expect(saveSettings().disabled).toBe(false)
    expect(screen.getByText(/Unsaved changes/i)).toBeTruthy()
  })
})

describe('the sidebar', () => {
  it('the sidebar offers iOS devices only under today’s API', async () => {
    expect(apiProfile).toBe('current')
    await openApp('/children')
    const main = screen.getByRole('navigation', { name: 'Main' })
    expect(within(main).getByRole('link', { name: 'Children' })).toBeTruthy()
    expect(within(main).getByRole('link', { name: 'iOS devices' }).getAttribute('href')).toBe('/ios-devices')
  })
})
