/**
 * Page titles: every route declares its own; a title that names a child, a keychain or a device
 * says what the page is until its data is in, then names it; the signed-in frame finds the names
 * in whatever the cache holds of the page's data; the build writes the same title into each
 * prerendered document.
 */
import { type AnyRoute, createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { childDraftKey } from '@domain/children/settings'
import { keychainDraftKey } from '@domain/keys/keychain-draft'
import { dayOfAddress } from '@domain/names/page-title-days'
import { cacheKeys } from '../../../src/data/queries'
import { type TitleNames, noNames, notFoundTitle, pageTitleOf } from '../../../src/features/shell/page-title'
import { titleNamesIn } from '../../../src/features/shell/title-names'
import { pageTitle } from '../../../src/prerender'
import { createAppRouter } from '../../../src/router'
import { childRecord } from '../support/child-record'

const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ['/'] }), isServer: true })
const titleAt = (address: string, names: TitleNames = noNames) => pageTitleOf(router.matchRoutes(address), names)

const child = 'c0000000-0000-4000-8000-000000000001'
const keychain = 'b0000000-0000-4000-8000-000000000001'
const device = 'd0000000-0000-4000-8000-000000000003'
const request = 'ab000000-0000-4000-8000-000000000001'

/** Names for Maya, her keychain, a Mac and an iPhone; days looked up are noted. */
function someNames(overrides: Partial<TitleNames> = {}): TitleNames & { readonly days: (string | undefined)[] } {
  const days: (string | undefined)[] = []
  return {
    days,
    child: (id, day) => (days.push(day), id === child ? 'Maya' : undefined),
    requestChild: (kind, id) => (id === request ? (kind === 'unlock' ? 'Leo' : 'Ava') : undefined),
    isNew: () => false,
    keychain: (id) => (id === keychain ? 'Homework' : undefined),
    device: (id) => (id === device ? 'Study laptop' : undefined),
    iosDevice: (id) => (id === device ? 'Maya’s iPhone' : undefined),
    day: dayOfAddress,
    ...overrides,
  }
}

describe('route titles', () => {
  it('every route with a path declares one', () => {
    const routes = Object.values(router.routesById as Record<string, AnyRoute>).filter(
      (r) => !r.isRoot && (r.options as { id?: string }).id !== 'authed',
    )
    expect(routes.length).toBeGreaterThan(30)
    expect(routes.filter((r) => !['string', 'function'].includes(typeof r.options.staticData?.title)).map((r) => r.id)).toEqual([])
  })

  it('fixed pages: their own, whatever the data', () => {
    expect(titleAt('/')).toBe('Dashboard')
    expect(titleAt('/login')).toBe('Log in')
    expect(titleAt('/keychains', someNames())).toBe('Keychains')
    expect(titleAt('/children/activity')).toBe('All activity')
  })

  it('an address no route knows', () => {
    expect(notFoundTitle).toBe('Page not found')
    expect(titleAt('/no-such-page')).toBe('Page not found')
  })

  it('pages about one thing: what they are meanwhile, then its name', () => {
    expect(titleAt(`/keychains/${keychain}`)).toBe('Keychain')
    expect(titleAt(`/keychains/${keychain}`, someNames())).toBe('Homework')
    expect(titleAt(`/keychains/${keychain}`, someNames({ isNew: (kind) => kind === 'keychain' }))).toBe('New keychain')
    expect(titleAt(`/devices/${device}`)).toBe('Device')
    expect(titleAt(`/devices/${device}`, someNames())).toBe('Study laptop')
    expect(titleAt(`/ios-devices/${device}`)).toBe('iOS device')
    expect(titleAt(`/ios-devices/${device}`, someNames())).toBe('Maya’s iPhone')
    expect(titleAt(`/children/${child}`)).toBe('Child')
    expect(titleAt(`/children/${child}`, someNames())).toBe('Maya')
    expect(titleAt(`/children/${child}`, someNames({ isNew: (kind) => kind === 'child' }))).toBe('Add a child')
  })

  it('a child’s pages name the child, and a day’s the day', () => {
    expect(titleAt(`/children/${child}/activity`)).toBe('Activity')
    expect(titleAt(`/children/${child}/activity`, someNames())).toBe('Maya’s activity')
    const names = someNames()
    expect(titleAt(`/children/${child}/activity/11-26-2026`, names)).toBe('Maya’s activity, Thu, Nov 26')
    expect(names.days).toEqual(['11-26-2026'])
    expect(titleAt(`/children/${child}/activity/11-26-2026`)).toBe('Activity')
    expect(titleAt('/children/activity/11-26-2026')).toBe('All activity')
    expect(titleAt('/children/activity/11-26-2026', someNames())).toBe('All activity, Thu, Nov 26')
    expect(titleAt('/children/activity/not-a-day', someNames())).toBe('All activity')
    expect(titleAt(`/children/${child}/unlock-requests`, someNames())).toBe('Maya’s unlock requests')
  })

  it('a request’s pages name the child, from the child or from the request', () => {
    const unknownChild = 'c0000000-0000-4000-8000-000000000009'
    const base = `/children/${unknownChild}/unlock-requests/${request}`
    expect(titleAt(base)).toBe('Unlock request')
    expect(titleAt(base, someNames())).toBe('Leo’s unlock request')
    expect(titleAt(`/children/${child}/unlock-requests/${request}`, someNames())).toBe('Maya’s unlock request')
    expect(titleAt(`${base}/review`, someNames())).toBe('Review Leo’s unlock request')
    expect(titleAt(`${base}/deny`)).toBe('Deny unlock request')
    expect(titleAt(`${base}/deny`, someNames())).toBe('Deny Leo’s unlock request')
    expect(titleAt(`${base}/edit-key/${keychain}`, someNames())).toBe('Accept Leo’s unlock request')
    expect(titleAt(`${base}/select-keychain`, someNames())).toBe('Choose a keychain')
    expect(titleAt(`/children/${unknownChild}/suspend-filter-requests/${request}`, someNames())).toBe('Ava’s filter suspension request')
    expect(titleAt(`/children/${unknownChild}/suspend-filter-requests/${request}`)).toBe('Filter suspension request')
  })
})

describe('the names the cache holds', () => {
  const reader = (views: Readonly<Record<string, unknown>>, newDrafts: readonly string[] = []) =>
    titleNamesIn({ view: (key) => views[key], isNewDraft: (key) => newDrafts.includes(key) })
  const maya = childRecord({ id: child, name: 'Maya' })

  it('a child: the child first, then the children, their activity days or day, their requests', () => {
    expect(reader({}).child(child)).toBeUndefined()
    expect(reader({ [cacheKeys.user(child)]: { ...maya, name: 'From the child' }, [cacheKeys.users()]: [maya] }).child(child)).toBe('From the child')
    expect(
      reader({ [cacheKeys.users()]: [childRecord({ id: 'c0000000-0000-4000-8000-000000000002', name: 'Leo' }), maya] }).child(child.toUpperCase()),
    ).toBe('Maya')
    expect(reader({ [cacheKeys.userActivity(child)]: { userName: 'From the days', days: [] } }).child(child)).toBe('From the days')
    const day = { [cacheKeys.userActivityDay(child, '11-26-2026')]: { userName: 'From the day', items: [] } }
    expect(reader(day).child(child, '11-26-2026')).toBe('From the day')
    expect(reader(day).child(child, '11-27-2026')).toBeUndefined()
    expect(reader(day).child(child)).toBeUndefined()
    expect(reader({ [cacheKeys.userUnlockRequests(child)]: [{ userName: 'From the requests' }] }).child(child)).toBe('From the requests')
    expect(reader({ [cacheKeys.userUnlockRequests(child)]: [] }).child(child)).toBeUndefined()
  })

  it('a request’s child, from the request of that kind', () => {
    const names = reader({ [cacheKeys.unlockRequest(request)]: { userName: 'Leo' }, [cacheKeys.suspendFilterRequest(request)]: { userName: 'Ava' } })
    expect(names.requestChild('unlock', request)).toBe('Leo')
    expect(names.requestChild('suspension', request)).toBe('Ava')
    expect(reader({}).requestChild('unlock', request)).toBeUndefined()
  })

  it('a keychain, a Mac and an iPhone: from its own page first, else from the list', () => {
    const summary = (id: string, name: string) => ({ id, name })
    expect(reader({ [cacheKeys.adminKeychain(keychain)]: { summary: summary(keychain, ' Homework ') } }).keychain(keychain)).toBe('Homework')
    expect(reader({ [cacheKeys.adminKeychains()]: { keychains: [{ summary: summary(keychain, 'Listed') }] } }).keychain(keychain)).toBe('Listed')
    expect(reader({ [cacheKeys.adminKeychains()]: { keychains: [] } }).keychain(keychain)).toBeUndefined()
    const mac = { id: device, customName: 'Study laptop', modelTitle: 'MacBook Pro' }
    expect(reader({ [cacheKeys.computer(device)]: mac }).device(device)).toBe('Study laptop')
    expect(reader({ [cacheKeys.computers()]: [{ ...mac, customName: undefined }] }).device(device)).toBe('MacBook Pro')
    expect(reader({}).device(device)).toBeUndefined()
    const phone = { id: device, childName: 'Maya', deviceType: 'iPhone' }
    expect(reader({ [cacheKeys.iosDevice(device)]: phone }).iosDevice(device)).toBe('Maya’s iPhone')
    expect(reader({ [cacheKeys.iosDevices()]: [{ ...phone, deviceType: 'iPad' }] }).iosDevice(device)).toBe('Maya’s iPad')
    expect(reader({}).iosDevice(device)).toBeUndefined()
  })

  it('the day of an activity address, in words', () => {
    expect(reader({}).day('11-26-2026')).toBe('Thu, Nov 26')
    expect(reader({}).day('2026-11-26')).toBeUndefined()
  })

  it('a child or a keychain not saved yet, by its draft', () => {
    const names = reader({}, [childDraftKey(child), keychainDraftKey(keychain)])
    expect(names.isNew('child', child)).toBe(true)
    expect(names.isNew('keychain', keychain)).toBe(true)
    expect(names.isNew('child', keychain)).toBe(false)
    expect(names.isNew('keychain', child)).toBe(false)
  })
})

describe('prerendered documents', () => {
  it('carry the title the app writes', () => {
    expect(pageTitle('/login')).toBe('Log in · Gatehouse')
    expect(pageTitle('/children')).toBe('Children · Gatehouse')
    expect(pageTitle('/use-case')).toBe('How will you use Gatehouse? · Gatehouse')
  })
})
