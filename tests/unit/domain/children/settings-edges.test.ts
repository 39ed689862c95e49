/**
 * Child settings drafts at their edges: each monitoring option changed on its own is a change, a
 * child with no downtime or no blocked apps (on either side), a blocked app told apart by its
 * identifier alone, an untouched downtime the server kept as it is, and adding or removing
 * keychains and blocked apps.
 */
import { describe, expect, it } from 'vitest'
import {
  type ChildDraft,
  addDraftKeychain,
  canAddBlockedApp,
  childDraftChanged,
  childDraftErrors,
  draftFromUser,
  filterKeychains,
  removeBlockedApp,
  removeDraftKeychain,
  saveUserInput,
} from '@domain/children/settings'
import { defaultSchedule } from '@domain/schedule/schedule'

const keychainA = '11111111-aaaa-4bbb-8ccc-000000000001'
const keychainB = '11111111-aaaa-4bbb-8ccc-000000000002'
const appA = 'ba000000-0000-4000-8000-00000000000a'
const appB = 'ba000000-0000-4000-8000-00000000000b'

const user = {
  id: '00000000-1111-4444-0000-000000000000',
  name: 'Wren',
  keyloggingEnabled: true,
  screenshotsEnabled: true,
  screenshotsResolution: 1000,
  screenshotsFrequency: 120,
  showSuspensionActivity: true,
  keychains: [{ id: keychainA }],
}
/** A child with no downtime and no blocked-app list. */
const bare: ChildDraft = draftFromUser(user)
const withApps: ChildDraft = { ...bare, blockedApps: [{ id: appA, identifier: 'FaceTime' }] }

describe('drafts of a child without downtime', () => {
  it('carry no downtime key at all, from the server or to it', () => {
    expect(bare).not.toHaveProperty('downtime')
    expect(saveUserInput(bare)).not.toHaveProperty('downtime')
    expect(Object.keys(saveUserInput(bare)).sort()).toEqual(
      ['id', 'isNew', 'keychains', 'keyloggingEnabled', 'name', 'screenshotsEnabled', 'screenshotsFrequency', 'screenshotsResolution', 'showSuspensionActivity'].sort(),
    )
  })

  it('have no problems to report', () => {
    expect(childDraftErrors(bare)).toEqual([])
    expect(childDraftErrors(bare, bare)).toEqual([])
  })
})

describe('childDraftChanged, one field at a time', () => {
  it.each([
    ['keylogging', { keyloggingEnabled: false }],
    ['screenshots', { screenshotsEnabled: false }],
    ['screenshot resolution', { screenshotsResolution: 800 }],
    ['screenshot interval', { screenshotsFrequency: 180 }],
    ['suspension activity', { showSuspensionActivity: false }],
  ] as const)('%s changed alone is a change', (_name, change) => {
    expect(childDraftChanged({ ...bare, ...change }, bare)).toBe(true)
    expect(childDraftChanged(bare, { ...bare, ...change })).toBe(true)
  })

  it('a blocked-app list on one side only is a change; none on both sides is not', () => {
    expect(childDraftChanged(bare, bare)).toBe(false)
    expect(childDraftChanged(bare, { ...bare })).toBe(false)
    expect(childDraftChanged(withApps, bare)).toBe(true)
    expect(childDraftChanged(bare, withApps)).toBe(true)
    expect(childDraftChanged({ ...bare, blockedApps: [] }, bare)).toBe(true)
  })

  it('a blocked app with another identifier, or another id, is a change', () => {
    expect(childDraftChanged({ ...bare, blockedApps: [{ id: appA, identifier: 'Safari' }] }, withApps)).toBe(true)
    expect(childDraftChanged({ ...bare, blockedApps: [{ id: appB, identifier: 'FaceTime' }] }, withApps)).toBe(true)
    expect(childDraftChanged({ ...bare, blockedApps: [{ id: appA.toUpperCase(), identifier: ' FaceTime ' }] }, withApps)).toBe(false)
  })
})

describe('what a save sends for blocked apps', () => {
  it('trims each identifier', () => {
    expect(saveUserInput({ ...bare, blockedApps: [{ id: appA, identifier: '  FaceTime ' }] }).blockedApps).toEqual([
      { id: appA, identifier: 'FaceTime' },
    ])
  })
})

describe('an untouched downtime is not judged again', () => {
  const empty = { start: { hour: 21, minute: 0 }, end: { hour: 21, minute: 0 } }

  it('an empty downtime kept by the server stops no other save, but a new one is a problem', () => {
    const original: ChildDraft = { ...bare, downtime: empty }
    expect(childDraftErrors({ ...original, name: 'Wren B.' }, original)).toEqual([])
    expect(childDraftErrors(original)).toEqual(['Downtime: End time must differ from start time'])
    expect(childDraftErrors(original, bare)).toHaveLength(1)
  })
})

describe('keychains and blocked apps on the draft', () => {
  it('adds a keychain not there yet, with its schedule', () => {
    expect(addDraftKeychain(bare, keychainB).keychains).toEqual([{ id: keychainA }, { id: keychainB }])
    expect(addDraftKeychain(bare, keychainB, defaultSchedule()).keychains).toEqual([{ id: keychainA }, { id: keychainB, schedule: defaultSchedule() }])
  })

  it('removes a keychain by id in any case, and only that one', () => {
    const two = addDraftKeychain(bare, keychainB)
    expect(removeDraftKeychain(two, keychainA.toUpperCase()).keychains).toEqual([{ id: keychainB }])
    expect(removeDraftKeychain(two, '11111111-aaaa-4bbb-8ccc-000000000003').keychains).toEqual(two.keychains)
  })

  it('removes a blocked app by id in any case, and only that one', () => {
    const two: ChildDraft = { ...bare, blockedApps: [{ id: appA, identifier: 'FaceTime' }, { id: appB, identifier: 'Safari' }] }
    expect(removeBlockedApp(two, appA.toUpperCase()).blockedApps).toEqual([{ id: appB, identifier: 'Safari' }])
    expect(removeBlockedApp(two, 'ba000000-0000-4000-8000-00000000000c').blockedApps).toEqual(two.blockedApps)
  })

  it('a blocked app needs an identifier that is not only spaces', () => {
    expect(canAddBlockedApp('   ')).toBe(false)
    expect(canAddBlockedApp('\t\n')).toBe(false)
    expect(canAddBlockedApp(' a ')).toBe(true)
  })
})

describe('the keychain search', () => {
  const shelf = [{ name: 'Straße' }, { name: 'Strasse Club', description: 'Ünterricht' }, { name: 'Math' }]

  it('folds ß and ss alike, and accents away, in either direction', () => {
    expect(filterKeychains(shelf, 'strasse').map((k) => k.name)).toEqual(['Straße', 'Strasse Club'])
    expect(filterKeychains(shelf, 'STRAßE').map((k) => k.name)).toEqual(['Straße', 'Strasse Club'])
    expect(filterKeychains(shelf, 'unterricht').map((k) => k.name)).toEqual(['Strasse Club'])
  })

  it('spaces around and between words change nothing; a blank search keeps all, as a new list', () => {
    expect(filterKeychains(shelf, '  club   strasse ').map((k) => k.name)).toEqual(['Strasse Club'])
    const all = filterKeychains(shelf, ' \t ')
    expect(all).toEqual(shelf)
    expect(all).not.toBe(shelf)
  })
})
