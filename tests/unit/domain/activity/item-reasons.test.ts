/**
 * The reasons of an item, each with its words and at its boundaries: 5 minutes exactly, 22:00
 * and 06:00 exactly, the first use a day after the window starts, and the requests' targets.
 */
import { describe, expect, it } from 'vitest'
import type { SuspendFilterRequest, UnlockRequest } from '@domain/api/wire'
import {
  type ChildRequest,
  type ReviewContext,
  nearestMoment,
  reviewEntries,
  suspensionRequestOf,
  unlockRequestOf,
} from '@domain/activity/item-reasons'
import { relativeWords, reasonText, reasonWeights, scoreOf, sortReasons } from '@domain/activity/reasons'
import { defaultReviewPreferences, isLateNight, readReviewPreferences } from '@domain/activity/review-item'
import type { ReviewItem } from '@domain/activity/review-item'
import { childA, childB, childEvent, day0, hour, minute, shot, typed } from '../../support/review-items'

const base: ReviewContext = { securityEvents: [], requests: [], jsTimezoneOffsetMinutes: 0, windowStartMs: day0 - 13 * 24 * hour }
const noon = day0 + 12 * hour
const reasonsOf = (item: ReviewItem, context: Partial<ReviewContext> = {}, window: ReviewItem[] = [item]) =>
  reviewEntries(window.includes(item) ? window : [...window, item], { ...base, ...context }).find((e) => e.key === item.item.id.toLowerCase())!
    .reasons
const texts = (item: ReviewItem, context: Partial<ReviewContext> = {}, window?: ReviewItem[]) => reasonsOf(item, context, window).map((r) => r.text)
const unlock = (id: string, at: number, target?: string, childId = childA): ChildRequest => ({
  kind: 'unlock',
  id,
  childId,
  at,
  ...(target ? { target } : {}),
})

describe('relative words', () => {
  it('says the moment, under a minute, and whole minutes rounded down, before or later', () => {
    expect(relativeWords(0)).toBe('at the same moment')
    expect(relativeWords(1)).toBe('less than a minute later')
    expect(relativeWords(-59_999)).toBe('less than a minute before')
    expect(relativeWords(60_000)).toBe('1 minute later')
    expect(relativeWords(-119_999)).toBe('1 minute before')
    expect(relativeWords(2 * minute)).toBe('2 minutes later')
    expect(relativeWords(-5 * minute)).toBe('5 minutes before')
  })
})

describe('the reasons of an item', () => {
  it('an ordinary item in the afternoon has none, and scores 0', () => {
    const entry = reviewEntries([shot(1, noon)], base)[0]!
    expect(entry.reasons).toEqual([])
    expect(entry.score).toBe(0)
    expect(entry.key).toBe(shot(1, noon).item.id.toLowerCase())
  })

  it('during a filter suspension', () => {
    expect(texts(shot(1, noon, { duringSuspension: true }))).toEqual(['During a filter suspension'])
  })

  it('a security event of the child within 5 minutes, either way, 5 minutes exactly included', () => {
    const item = shot(1, noon)
    const at = (offset: number) => texts(item, { securityEvents: [childEvent('e1', noon + offset, 'app quit')] })
    expect(at(-5 * minute)).toEqual(['A security event 5 minutes before: the Gatehouse app was quit'])
    expect(at(5 * minute)).toEqual(['A security event 5 minutes later: the Gatehouse app was quit'])
    expect(at(-5 * minute - 1)).toEqual([])
    expect(at(5 * minute + 1)).toEqual([])
    expect(texts(item, { securityEvents: [childEvent('e1', noon + 3 * minute, 'app launched')] })).toEqual([
      'A security event 3 minutes later: app launched',
    ])
  })

  it('ignores another child’s events and the parent’s own', () => {
    const parent = { case: 'admin', id: 'p', event: 'login', explanation: 'x', createdAt: new Date(noon).toISOString() } as const
    expect(texts(shot(1, noon), { securityEvents: [childEvent('e1', noon, 'app quit', childB), parent as never] })).toEqual([])
  })

  it('names the nearest event, the earlier of two as near', () => {
    const events = [
      childEvent('late', noon + 2 * minute, 'app launched'),
      childEvent('early', noon - 2 * minute, 'app quit'),
      childEvent('far', noon + 4 * minute, 'app quit'),
    ]
    const reason = reasonsOf(shot(1, noon), { securityEvents: events })[0]!
    expect(reason).toMatchObject({ kind: 'securityEvent', eventId: 'early', offsetMs: -2 * minute })
    const same = [childEvent('b', noon + minute, 'app quit'), childEvent('a', noon + minute, 'app launched')]
    expect(reasonsOf(shot(1, noon), { securityEvents: same })[0]).toMatchObject({
      eventId: 'a',
      text: 'A security event 1 minute later: app launched',
    })
    expect(reasonsOf(shot(1, noon), { securityEvents: [...same].reverse() })[0]).toMatchObject({ eventId: 'a' })
  })

  it('an unlock or suspension request of the child within 5 minutes, named', () => {
    const item = shot(1, noon)
    expect(texts(item, { requests: [unlock('r', noon + 2 * minute, 'reddit.com')] })).toEqual(['Asked to unlock reddit.com 2 minutes later'])
    expect(texts(item, { requests: [unlock('r', noon - 5 * minute)] })).toEqual(['Asked for an unlock 5 minutes before'])
    expect(texts(item, { requests: [{ kind: 'suspension', id: 's', childId: childA, at: noon + 30_000 }] })).toEqual([
      'Asked for a filter suspension less than a minute later',
    ])
    expect(texts(item, { requests: [unlock('r', noon + 5 * minute + 1, 'reddit.com')] })).toEqual([])
    expect(texts(item, { requests: [unlock('r', noon, 'reddit.com', childB)] })).toEqual([])
    expect(reasonsOf(item, { requests: [{ kind: 'suspension', id: 's', childId: childA, at: noon }] })[0]).toMatchObject({
      kind: 'request',
      requestKind: 'suspension',
    })
    const twoAtOnce = [unlock('r2', noon + minute, 'x.com'), unlock('r1', noon + minute, 'y.com')]
    for (const requests of [twoAtOnce, [...twoAtOnce].reverse()]) expect(reasonsOf(item, { requests })[0]).toMatchObject({ requestId: 'r1' })
  })

  it('late at night from 22:00 (included) to 06:00 (excluded), in the parent’s time', () => {
    const at = (h: number, m: number, offset = 0) =>
      texts(shot(1, day0 + h * hour + m * minute + offset * minute), { jsTimezoneOffsetMinutes: offset })
    expect(at(22, 0)).toEqual(['Late at night (10:00 PM)'])
    expect(at(21, 59)).toEqual([])
    expect(at(23, 42)).toEqual(['Late at night (11:42 PM)'])
    expect(at(0, 0)).toEqual(['Late at night (12:00 AM)'])
    expect(at(5, 59)).toEqual(['Late at night (5:59 AM)'])
    expect(at(6, 0)).toEqual([])
    // New York (UTC−5, offset 300): 23:10 local.
    expect(at(23, 10, 300)).toEqual(['Late at night (11:10 PM)'])
  })

  it('late-night hours can be changed, within a day or past midnight; equal hours mean never', () => {
    expect(isLateNight(0, { startMinute: 0, endMinute: 300 })).toBe(true)
    expect(isLateNight(300, { startMinute: 0, endMinute: 300 })).toBe(false)
    expect(isLateNight(1439, { startMinute: 0, endMinute: 300 })).toBe(false)
    expect(isLateNight(1320, { startMinute: 1320, endMinute: 1320 })).toBe(false)
    const late = { ...defaultReviewPreferences, lateNight: { startMinute: 21 * 60, endMinute: 7 * 60 } }
    expect(texts(shot(1, day0 + 21 * hour), { preferences: late })).toEqual(['Late at night (9:00 PM)'])
  })

  it('typed text: an address, a search, a concern list', () => {
    expect(texts(typed(1, noon, 'Safari', 'reddit.com/r/minecraft'), {}, [typed(9, noon - 12 * 24 * hour, 'Safari', 'x')])).toEqual([
      'Typed what looks like an address',
    ])
    const search = typed(2, noon, 'Safari', 'how do volcanoes form')
    expect(texts(search, {}, [typed(9, noon - 12 * 24 * hour, 'Safari', 'x')])).toEqual(['Typed what looks like a search'])
    const concern = typed(3, noon, 'Google Chrome', 'free vpn for school chromebook')
    expect(texts(concern, {}, [typed(9, noon - 12 * 24 * hour, 'Google Chrome', 'x')])).toEqual([
      'Matches your concern list: getting around the filter',
      'Typed what looks like a search',
    ])
    const own = { ...defaultReviewPreferences, concerns: { categoriesOff: [], ownWords: ['volcano'] } }
    expect(texts(typed(4, noon, 'Pages', 'the volcano erupted'), { preferences: own }, [typed(9, noon - 12 * 24 * hour, 'Pages', 'x')])).toEqual([
      'Matches words you added',
    ])
  })

  it('the first use of an app by the child, a day or more after the window starts', () => {
    const first = typed(1, noon, 'Discord', 'hi')
    const later = typed(2, noon + minute, 'discord', 'hello')
    const other = typed(3, noon - minute, 'Discord', 'hey', { childId: childB })
    const entries = reviewEntries([later, first, other], base)
    expect(entries.map((e) => e.reasons.map((r) => r.text))).toEqual([
      [],
      ['First use of Discord in these two weeks'],
      ['First use of Discord in these two weeks'],
    ])
    // An app without a name is no app.
    expect(reviewEntries([typed(5, noon, '  ', 'hi')], base)[0]!.reasons).toEqual([])
    // Two first lines at the same moment: the smaller id is the first use.
    const twins = reviewEntries([typed(7, noon, 'Zoom', 'a'), typed(6, noon, 'Zoom', 'b')], base)
    expect(twins.map((e) => e.reasons.length)).toEqual([0, 1])
    const start = (windowStartMs: number) => reviewEntries([first], { ...base, windowStartMs })[0]!.reasons.length
    expect(start(noon - 24 * hour)).toBe(1)
    expect(start(noon - 24 * hour + 1)).toBe(0)
    // The app is named as the child's device wrote it, without the spaces around it.
    const padded = reviewEntries([typed(8, noon, '  Discord ', 'hi')], base)[0]!.reasons
    expect(padded).toEqual([{ kind: 'firstUse', appName: 'Discord', text: 'First use of Discord in these two weeks' }])
  })

  it('lists reasons heaviest first and scores their sum', () => {
    const item = typed(1, day0 + 23 * hour, 'Safari', 'free vpn', { duringSuspension: true })
    const reasons = reasonsOf(item, { requests: [unlock('r', day0 + 23 * hour + minute, 'vpn.com')] })
    expect(reasons.map((r) => r.kind)).toEqual(['suspension', 'concern', 'request', 'lateNight', 'typedSearch', 'firstUse'])
    expect(scoreOf(reasons)).toBe(40 + 35 + 30 + 20 + 10 + 10)
    expect(sortReasons([...reasons].reverse())).toEqual(reasons)
    expect(Object.values(reasonWeights).every((w) => w > 0)).toBe(true)
  })

  it('never says an item is dangerous or certain', () => {
    const all = [
      reasonText.suspension(),
      reasonText.concern('selfHarm'),
      reasonText.concern('own'),
      reasonText.securityEvent(0, 'App quit'),
      reasonText.unlock(0, 'x.com'),
      reasonText.suspensionRequest(0),
      reasonText.lateNight('1:00 AM'),
      reasonText.typedAddress(),
      reasonText.typedSearch(),
      reasonText.firstUse('Discord'),
    ]
    for (const text of all) expect(text).not.toMatch(/danger|certain|definitely|harmful/i)
  })
})

describe('requests as the reasons read them', () => {
  const unlockRecord = (over: Partial<UnlockRequest>): UnlockRequest =>
    ({
      id: 'u1',
      userId: childA,
      userName: 'Maya',
      status: 'pending',
      appCategories: [],
      createdAt: '2026-03-14T12:00:00Z',
      ...over,
    }) as UnlockRequest

  it('an unlock names the domain, else the URL’s host, the IP address, the app', () => {
    expect(unlockRequestOf(unlockRecord({ domain: 'reddit.com', url: 'https://www.x.com/' }))).toEqual({
      kind: 'unlock',
      id: 'u1',
      childId: childA,
      at: noon,
      target: 'reddit.com',
    })
    expect(unlockRequestOf(unlockRecord({ url: 'https://WWW.Reddit.com:443/r' })).target).toBe('www.reddit.com')
    expect(unlockRequestOf(unlockRecord({ ipAddress: '1.2.3.4', appName: 'Zoom' })).target).toBe('1.2.3.4')
    expect(unlockRequestOf(unlockRecord({ appName: 'Zoom' })).target).toBe('Zoom')
    expect(unlockRequestOf(unlockRecord({ url: 'not a url' })).target).toBeUndefined()
    // Only a URL that starts with its scheme has a host: an address inside it is not the target.
    expect(unlockRequestOf(unlockRecord({ url: 'games.example/?next=https://reddit.com', appName: 'Safari' })).target).toBe('Safari')
  })

  it('a suspension request belongs to the child given', () => {
    const record = { id: 's1', createdAt: '2026-03-14T12:00:00Z' } as SuspendFilterRequest
    expect(suspensionRequestOf(record, childB)).toEqual({ kind: 'suspension', id: 's1', childId: childB, at: noon })
  })

  it('the nearest moment is found among many, within 5 minutes only', () => {
    const sorted = [1, 2, 3, 10, 20].map((m) => ({ at: noon + m * minute }))
    expect(nearestMoment(sorted, noon)).toEqual({ at: noon + minute })
    expect(nearestMoment(sorted, noon + 15 * minute)).toEqual({ at: noon + 10 * minute })
    expect(nearestMoment(sorted, noon + 16 * minute)).toEqual({ at: noon + 20 * minute })
    expect(nearestMoment(sorted, noon + 25 * minute + 1)).toBeNull()
    expect(nearestMoment(sorted, noon - 4 * minute - 1)).toBeNull()
    expect(nearestMoment([], noon)).toBeNull()
    expect(nearestMoment([{ at: noon - 4 * minute }, { at: noon + minute }], noon)).toEqual({ at: noon + minute })
  })
})

describe('review preferences as kept', () => {
  it('reads valid preferences back and anything else as the defaults', () => {
    const prefs = { concerns: { categoriesOff: ['adult'], ownWords: ['x'] }, lateNight: { startMinute: 0, endMinute: 300 }, sampleShare: 0.25 }
    expect(readReviewPreferences(prefs)).toEqual(prefs)
    expect(readReviewPreferences(null)).toEqual(defaultReviewPreferences)
    expect(readReviewPreferences({ ...prefs, sampleShare: 1.5 })).toEqual(defaultReviewPreferences)
    expect(readReviewPreferences({ ...prefs, lateNight: { startMinute: 1440, endMinute: 0 } })).toEqual(defaultReviewPreferences)
    expect(defaultReviewPreferences.lateNight).toEqual({ startMinute: 1320, endMinute: 360 })
    expect(defaultReviewPreferences.sampleShare).toBe(0.1)
  })
})
