/**
 * Child drafts: 'Save child' only when changed, with a non-blank name ('Enter a name' otherwise)
 * and nothing in flight; a new blocked app only with a non-empty identifier.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type ChildDraft,
  addBlockedApp,
  addDraftKeychain,
  canAddBlockedApp,
  canSaveChild,
  childDraftKey,
  childDraftChanged,
  childNameError,
  childDraftErrors,
  filterKeychains,
  keychainPageSize,
  pageCount,
  pageOf,
  draftFromUser,
  monitoringDecreases,
  newChildDefaults,
  newChildDraft,
  removeBlockedApp,
  removeDraftKeychain,
  saveUserInput,
  savedChildDraft,
  setBlockedAppSchedule,
  setDraftKeychainSchedule,
} from '@domain/children/settings'
import { operations } from '@domain/api/operations'
import { defaultSchedule, quietHoursWindow } from '@domain/schedule/schedule'
import { type RuleSchedule, User, weekdays } from '@domain/api/wire'

const childId = '00000000-1111-4444-0000-000000000000'
const keychainA = '11111111-aaaa-4bbb-8ccc-000000000001'
const keychainB = '11111111-aaaa-4bbb-8ccc-000000000002'
const appId = 'ba000000-0000-4000-8000-000000000001'

const user = User.parse({
  id: childId.toUpperCase(),
  name: 'Little Jimmy',
  keyloggingEnabled: true,
  screenshotsEnabled: true,
  screenshotsResolution: 1000,
  screenshotsFrequency: 180,
  showSuspensionActivity: true,
  keychains: [
    { id: keychainA, parentId: keychainA, name: 'Jimmy’s Keychain', isPublic: false, numKeys: 3 },
    { id: keychainB, parentId: keychainB, name: 'Math Sites', isPublic: true, numKeys: 42, schedule: defaultSchedule() },
  ],
  downtime: quietHoursWindow(),
  devices: [],
  blockedApps: [{ id: appId, identifier: 'FaceTime' }],
  createdAt: '2025-03-02T14:05:11Z',
})

/** Random edits a parent could make on the child settings screen. */
type Edit = (d: ChildDraft) => ChildDraft
const arbEdit: fc.Arbitrary<Edit> = fc.oneof(
  fc.string({ maxLength: 8 }).map((name): Edit => (d) => ({ ...d, name })),
  fc.boolean().map((v): Edit => (d) => ({ ...d, keyloggingEnabled: v })),
  fc.boolean().map((v): Edit => (d) => ({ ...d, screenshotsEnabled: v })),
  fc.constantFrom(800, 1000, 1200).map((v): Edit => (d) => ({ ...d, screenshotsResolution: v })),
  fc.constantFrom(30, 60, 120, 180).map((v): Edit => (d) => ({ ...d, screenshotsFrequency: v })),
  fc.boolean().map((v): Edit => (d) => ({ ...d, showSuspensionActivity: v })),
  fc.constant<Edit>((d) => ({ ...d, downtime: undefined })),
  fc.constant<Edit>((d) => ({ ...d, downtime: quietHoursWindow() })),
  fc.constantFrom(keychainA, keychainB).map(
    (id): Edit =>
      (d) =>
        removeDraftKeychain(d, id),
  ),
  fc.constantFrom(keychainA, keychainB).map(
    (id): Edit =>
      (d) =>
        addDraftKeychain(d, id),
  ),
  fc.constantFrom(keychainA, keychainB).map(
    (id): Edit =>
      (d) =>
        setDraftKeychainSchedule(d, id, defaultSchedule()),
  ),
  fc.constantFrom(keychainA, keychainB).map(
    (id): Edit =>
      (d) =>
        setDraftKeychainSchedule(d, id, undefined),
  ),
  fc.string({ maxLength: 5 }).map(
    (identifier): Edit =>
      (d) =>
        addBlockedApp(d, 'ba000000-0000-4000-8000-000000000009', identifier),
  ),
  fc.constant<Edit>((d) => removeBlockedApp(d, appId)),
  fc.constant<Edit>((d) => setBlockedAppSchedule(d, appId, defaultSchedule())),
  // Near-misses that are no change (case, spaces, a frequency the save rounds to the same) and
  // small changes that are (a minute, a letter).
  fc.constantFrom(' Little Jimmy', 'Little Jimmy  ', 'little Jimmy', '').map((name): Edit => (d) => ({ ...d, name })),
  fc.constantFrom(5, 9.6, 10, 179.6, 180, 180.4, 181).map((v): Edit => (d) => ({ ...d, screenshotsFrequency: v })),
  fc.boolean().map((upper): Edit => (d) => ({
    ...d,
    id: upper ? d.id.toUpperCase() : d.id.toLowerCase(),
    keychains: d.keychains.map((k) => ({ ...k, id: upper ? k.id.toUpperCase() : k.id.toLowerCase() })),
  })),
  fc.constantFrom(' FaceTime ', 'FaceTime', 'Facetime').map(
    (identifier): Edit =>
      (d) =>
        d.blockedApps ? { ...d, blockedApps: d.blockedApps.map((a) => ({ ...a, identifier })) } : d,
  ),
  fc.constantFrom(keychainA, keychainB).map((id): Edit => (d) => {
    const s = defaultSchedule()
    return setDraftKeychainSchedule(d, id, { ...s, window: { ...s.window, end: { hour: 17, minute: 1 } } })
  }),
)

describe('drafts from a User', () => {
  it('the SaveUser input: keychains become {id, schedule?}, blocked apps kept, and it decodes', () => {
    const draft = draftFromUser(user)
    expect(draft).toEqual({
      id: user.id,
      isNew: false,
      name: 'Little Jimmy',
      keyloggingEnabled: true,
      screenshotsEnabled: true,
      screenshotsResolution: 1000,
      screenshotsFrequency: 180,
      showSuspensionActivity: true,
      downtime: quietHoursWindow(),
      keychains: [{ id: keychainA }, { id: keychainB, schedule: defaultSchedule() }],
      blockedApps: [{ id: appId, identifier: 'FaceTime' }],
    })
    expect(operations.SaveUser.input.safeParse(saveUserInput(draft)).success).toBe(true)
  })

  it('leaves blockedApps out when the server sent none, so a save leaves them alone', () => {
    const { blockedApps: _omitted, ...withoutApps } = user
    const draft = draftFromUser(withoutApps)
    expect(draft).not.toHaveProperty('blockedApps')
    expect(saveUserInput(draft)).not.toHaveProperty('blockedApps')
    expect(JSON.stringify(saveUserInput(draft))).not.toContain('null')
  })

  it('a new child starts from the product defaults, with no keychains, and cannot be saved nameless', () => {
    const draft = newChildDraft(childId)
    expect(draft).toEqual({ id: childId, isNew: true, name: '', ...newChildDefaults, keychains: [] })
    expect(newChildDefaults).toEqual({
      keyloggingEnabled: true,
      screenshotsEnabled: true,
      screenshotsResolution: 1000,
      screenshotsFrequency: 120,
      showSuspensionActivity: true,
    })
    expect(canSaveChild(draft, draft, false)).toBe(false)
    expect(childNameError(draft)).toBe('Enter a name')
    expect(childNameError({ name: ' \t ' })).toBe('Enter a name')
    const named = { ...draft, name: '  Wren ' }
    expect(childNameError(named)).toBeUndefined()
    expect(canSaveChild(named, draft, false)).toBe(true)
    expect(saveUserInput(named).name).toBe('Wren')
    expect(canSaveChild(named, draft, true)).toBe(false)
    expect(savedChildDraft(named)).toMatchObject({ isNew: false, name: 'Wren' })
  })
})

describe('change detection and the save button', () => {
  it('property: an unedited draft (or a structural copy, or ids in another case) is unchanged', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.boolean(), (upper) => {
        const original = draftFromUser(user)
        const copy = structuredClone(original)
        if (upper) copy.keychains = copy.keychains.map((k) => ({ ...k, id: k.id.toUpperCase() }))
        expect(childDraftChanged(copy, original)).toBe(false)
        expect(canSaveChild(copy, original, false)).toBe(false)
      }),
    )
  })

  it('property: changed iff anything a save sends differs; savable iff changed, named and idle', { tags: ['property'] }, () => {
    // Oracle, from the rules alone: what a save sends, with the name and app identifiers trimmed,
    // the frequency rounded and at least 10 s, ids in any case, isNew left out.
    const scheduleKey = (s: RuleSchedule | null | undefined) =>
      s ? [s.mode, s.window.start.hour, s.window.start.minute, s.window.end.hour, s.window.end.minute, weekdays.map((d) => s.days[d])] : null
    const canon = (d: ChildDraft) =>
      JSON.stringify([
        d.id.toLowerCase(),
        d.name.trim(),
        d.keyloggingEnabled,
        d.screenshotsEnabled,
        d.screenshotsResolution,
        Math.max(10, Math.round(d.screenshotsFrequency)),
        d.showSuspensionActivity,
        d.downtime ? [d.downtime.start.hour, d.downtime.start.minute, d.downtime.end.hour, d.downtime.end.minute] : null,
        d.keychains.map((k) => [k.id.toLowerCase(), scheduleKey(k.schedule)]),
        d.blockedApps ? d.blockedApps.map((a) => [a.id.toLowerCase(), a.identifier.trim(), scheduleKey(a.schedule)]) : null,
      ])
    fc.assert(
      fc.property(fc.array(arbEdit, { maxLength: 6 }), fc.boolean(), (edits, inFlight) => {
        const original = draftFromUser(user)
        const draft = edits.reduce((d, edit) => edit(d), original)
        const changed = canon(draft) !== canon(original)
        expect(childDraftChanged(draft, original)).toBe(changed)
        expect(canSaveChild(draft, original, inFlight)).toBe(changed && !inFlight && draft.name.trim() !== '')
        // After a save the draft is the original: nothing left to save.
        expect(childDraftChanged(savedChildDraft(draft), draft)).toBe(false)
        expect(canSaveChild(draft, savedChildDraft(draft), false)).toBe(false)
      }),
      { numRuns: 300 },
    )
  })

  it('a name that differs only by surrounding spaces is not a change; a blank name is never savable', () => {
    const original = draftFromUser(user)
    expect(childDraftChanged({ ...original, name: ' Little Jimmy  ' }, original)).toBe(false)
    const blank = { ...original, name: '   ', keyloggingEnabled: false }
    expect(childDraftChanged(blank, original)).toBe(true)
    expect(canSaveChild(blank, original, false)).toBe(false)
  })

  it('keychain order and schedules count; a repeated keychain is added once', () => {
    const original = draftFromUser(user)
    const reordered = { ...original, keychains: [...original.keychains].reverse() }
    expect(childDraftChanged(reordered, original)).toBe(true)
    expect(addDraftKeychain(original, keychainA.toUpperCase())).toBe(original)
    expect(childDraftChanged(setDraftKeychainSchedule(original, keychainB, undefined), original)).toBe(true)
  })
})

describe('blocked apps', () => {
  it('property: a new blocked app needs a non-empty identifier (trimmed)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (identifier) => {
        const original = draftFromUser(user)
        const next = addBlockedApp(original, 'ba000000-0000-4000-8000-000000000009', identifier)
        expect(canAddBlockedApp(identifier)).toBe(identifier.trim() !== '')
        if (identifier.trim() === '') expect(next).toBe(original)
        else expect(next.blockedApps?.at(-1)).toEqual({ id: 'ba000000-0000-4000-8000-000000000009', identifier: identifier.trim() })
      }),
    )
  })

  it('adds to a child that had none, removes, and schedules', () => {
    const fresh = newChildDraft(childId, 'Wren')
    const withApp = addBlockedApp(fresh, appId, 'Steam', defaultSchedule())
    expect(withApp.blockedApps).toEqual([{ id: appId, identifier: 'Steam', schedule: defaultSchedule() }])
    expect(setBlockedAppSchedule(withApp, appId, undefined).blockedApps).toEqual([{ id: appId, identifier: 'Steam' }])
    expect(removeBlockedApp(withApp, appId.toUpperCase()).blockedApps).toEqual([])
  })
})

describe('monitoring decreases', () => {
  const base = { ...newChildDefaults }
  it('names each decrease in the server’s words, and nothing for increases', () => {
    expect(monitoringDecreases(base, base)).toEqual([])
    expect(
      monitoringDecreases(base, {
        keyloggingEnabled: false,
        screenshotsEnabled: false,
        screenshotsResolution: 800,
        screenshotsFrequency: 300,
        showSuspensionActivity: false,
      }),
    ).toEqual([
      'keylogging disabled',
      'screenshots disabled',
      'screenshots resolution decreased',
      'screenshots frequency decreased',
      'suspension activity visibility disabled',
    ])
    expect(monitoringDecreases(base, { ...base, screenshotsResolution: 1200, screenshotsFrequency: 60 })).toEqual([])
  })
})

describe('schedule and downtime problems block a save', () => {
  const time = fc.record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 59 }) })
  const window = fc.record({ start: time, end: time })
  const minutes = (t: { hour: number; minute: number }) => t.hour * 60 + t.minute

  it('property: a keychain or blocked-app schedule is a problem exactly when its end is not after its start', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(window, fc.boolean(), (w, onKeychain) => {
        const schedule = { ...defaultSchedule(), window: w }
        const base = draftFromUser(user)
        const draft = onKeychain ? setDraftKeychainSchedule(base, keychainA, schedule) : setBlockedAppSchedule(base, appId, schedule)
        const bad = minutes(w.end) <= minutes(w.start)
        expect(childDraftErrors(draft).length > 0).toBe(bad)
        if (bad) expect(childDraftErrors(draft).join(' ')).toContain('End time must be after start time')
      }),
    )
  })

  it('property: a downtime may run past midnight; only an empty one is a problem', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(window, (w) => {
        const draft = { ...draftFromUser(user), downtime: w }
        expect(childDraftErrors(draft).length > 0).toBe(minutes(w.start) === minutes(w.end))
      }),
    )
    expect(childDraftErrors({ ...draftFromUser(user), downtime: quietHoursWindow() })).toEqual([])
  })

  it('property: a schedule or downtime the parent did not touch is not judged again (the server keeps night windows)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(window, fc.constantFrom('keychain', 'app', 'downtime'), (w, where) => {
        const schedule = { ...defaultSchedule(), window: w }
        const base = draftFromUser(user)
        const original =
          where === 'keychain'
            ? setDraftKeychainSchedule(base, keychainA, schedule)
            : where === 'app'
              ? setBlockedAppSchedule(base, appId, schedule)
              : { ...base, downtime: w }
        // Unchanged (a structural copy): nothing to report.
        expect(childDraftErrors(structuredClone(original), original)).toEqual([])
        // Touched: judged by the rules again.
        const edited = where === 'downtime' ? { ...original, downtime: { ...w, start: w.end } } : original
        const moved = minutes(w.start) !== minutes(w.end)
        if (where === 'downtime' && moved) expect(childDraftErrors(edited, original).length).toBe(1)
      }),
    )
    const night = { ...defaultSchedule(), mode: 'inactive' as const, window: quietHoursWindow() }
    const original = setBlockedAppSchedule(draftFromUser(user), appId, night)
    expect(childDraftErrors(original)).toEqual(['FaceTime: End time must be after start time'])
    expect(childDraftErrors(original, original)).toEqual([])
    const renamed = { ...original, name: 'Someone else' }
    expect(childDraftErrors(renamed, original)).toEqual([])
    const moved = setBlockedAppSchedule(original, appId, { ...night, window: { start: { hour: 22, minute: 0 }, end: { hour: 5, minute: 0 } } })
    expect(childDraftErrors(moved, original)).toEqual(['FaceTime: End time must be after start time'])
  })

  it('an hour above 23 or a minute above 59 is a problem', () => {
    const draft = { ...draftFromUser(user), downtime: { start: { hour: 24, minute: 0 }, end: { hour: 5, minute: 0 } } }
    expect(childDraftErrors(draft)).toEqual(['Downtime: Hour must be between 0 and 23'])
    const late = setDraftKeychainSchedule(draftFromUser(user), keychainA, {
      ...defaultSchedule(),
      window: { start: { hour: 7, minute: 0 }, end: { hour: 17, minute: 60 } },
    })
    expect(childDraftErrors(late)).toEqual(['Minute must be between 0 and 59'])
  })
})

describe('the add-keychain drawer lists', () => {
  const arbKeychains = fc.array(
    fc.record({ name: fc.string({ maxLength: 12 }), description: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }) }),
    { maxLength: 40 },
  )

  it('property: pages of six cover every card once, in order; an empty list still has one page', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbKeychains, (keychains) => {
        const pages = pageCount(keychains.length)
        expect(keychainPageSize).toBe(6)
        expect(pages).toBe(Math.max(1, Math.ceil(keychains.length / 6)))
        const all = Array.from({ length: pages }, (_, p) => pageOf(keychains, p))
        expect(all.flat()).toEqual(keychains)
        all.forEach((page, p) => expect(page.length).toBe(p < pages - 1 ? 6 : keychains.length - 6 * (pages - 1)))
        expect(pageOf(keychains, pages + 3)).toEqual(all[pages - 1])
      }),
    )
  })

  it('property: a search keeps exactly the keychains containing every word, in order', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbKeychains, fc.string({ maxLength: 6 }), (keychains, search) => {
        const found = filterKeychains(keychains, search)
        const words = search.toLowerCase().split(/\s+/).filter(Boolean)
        const expected = keychains.filter((k) => words.every((w) => `${k.name} ${k.description ?? ''}`.toLowerCase().includes(w)))
        // ASCII-only inputs fold like toLowerCase; others are checked by example below.
        if (/^\p{ASCII}*$/u.test(search + keychains.map((k) => k.name + (k.description ?? '')).join(''))) expect(found).toEqual(expected)
        expect(found.every((k) => keychains.includes(k))).toBe(true)
      }),
    )
    const shelf = [
      { name: 'Coding Club', description: 'Beginner programming' },
      { name: 'Música', description: undefined },
      { name: 'Reading Room', description: 'Free e-books' },
    ]
    expect(filterKeychains(shelf, '  ').map((k) => k.name)).toEqual(['Coding Club', 'Música', 'Reading Room'])
    expect(filterKeychains(shelf, 'musica').map((k) => k.name)).toEqual(['Música'])
    expect(filterKeychains(shelf, 'ROOM books').map((k) => k.name)).toEqual(['Reading Room'])
    expect(filterKeychains(shelf, 'club books')).toEqual([])
  })
})

/**
 * Child settings drafts at their edges: each monitoring option changed on its own is a change, a
 * child with no downtime or no blocked apps (on either side), a blocked app told apart by its
 * identifier alone, an untouched downtime the server kept as it is, and adding or removing
 * keychains and blocked apps.
 */
describe('at the edges', () => {
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
        [
          'id',
          'isNew',
          'keychains',
          'keyloggingEnabled',
          'name',
          'screenshotsEnabled',
          'screenshotsFrequency',
          'screenshotsResolution',
          'showSuspensionActivity',
        ].sort(),
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
      expect(addDraftKeychain(bare, keychainB, defaultSchedule()).keychains).toEqual([
        { id: keychainA },
        { id: keychainB, schedule: defaultSchedule() },
      ])
    })

    it('removes a keychain by id in any case, and only that one', () => {
      const two = addDraftKeychain(bare, keychainB)
      expect(removeDraftKeychain(two, keychainA.toUpperCase()).keychains).toEqual([{ id: keychainB }])
      expect(removeDraftKeychain(two, '11111111-aaaa-4bbb-8ccc-000000000003').keychains).toEqual(two.keychains)
    })

    it('removes a blocked app by id in any case, and only that one', () => {
      const two: ChildDraft = {
        ...bare,
        blockedApps: [
          { id: appA, identifier: 'FaceTime' },
          { id: appB, identifier: 'Safari' },
        ],
      }
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
})

describe('childDraftKey', () => {
  it('one draft per child, whatever the case of its id', () => {
    expect(childDraftKey('C0000000-0000-4000-8000-00000000000A')).toBe('child/c0000000-0000-4000-8000-00000000000a')
    expect(childDraftKey('c0000000-0000-4000-8000-00000000000a')).toBe(childDraftKey('C0000000-0000-4000-8000-00000000000A'))
  })
})
