/**
 * The rules of the answers the device keeps between visits: which reads, for whom, how long, how
 * large, and what is read back (only what passes its operation's schema, for the same parent).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import '../../../src/zod-setup'
import { operations } from '@domain/api/operations'
import {
  type KeptAnswers,
  type Validate,
  forgetKept,
  keepAnswer,
  keptLimits,
  keptReads,
  keptVersion,
  mayKeep,
  readKept,
} from '../../../src/data/kept-rules'
import type { ReadName } from '../../../src/data/external-reads'
import { queries } from '../../../src/data/queries'
import { frameData, signedInData } from '../../../src/routes/route-data'
import { apiProfile } from '../../../src/api/config'
import { childRecord } from '../support/child-record'

const validate: Validate = (op, data) => {
  const parsed = op === 'GeoIpLocation' ? undefined : operations[op].output.safeParse(data)
  return parsed?.success ? { ok: true, data: parsed.data } : { ok: false }
}

const parent = '0A000000-0000-4000-8000-00000000000A'
const other = '0B000000-0000-4000-8000-00000000000B'
const day = 24 * 60 * 60_000
const now = 100 * day
const maya = childRecord()

const stored = (owner: string, entries: KeptAnswers['entries']): KeptAnswers => ({ v: keptVersion, owner: owner.toLowerCase(), entries })
const usersAt = (at: number, data: unknown = [maya]) => ({ users: { op: 'GetUsers' as const, at, data } })

describe('which reads are kept', () => {
  it('the frame’s and the fixed first screens’ lists, asked with their own operation and no input', () => {
    expect(mayKeep('users', 'GetUsers', undefined)).toBe(true)
    expect(mayKeep('dashboard', 'GetDashboardWidgets', undefined)).toBe(true)
    expect(mayKeep('users', 'GetUser', undefined)).toBe(false)
    expect(mayKeep(`users/${maya.id}`, 'GetUser', maya.id)).toBe(false)
    expect(mayKeep('users', 'GetUsers', {})).toBe(false)
    expect(mayKeep('securityEvents', 'SecurityEventsFeed', undefined)).toBe(false)
    expect(mayKeep('__proto__', 'GetUsers', undefined)).toBe(false)
  })

  it('covers every read without input that the frame and the fixed routes start, the security events aside', () => {
    const settings = { apiProfile, activityDayOffset: 0, isNewDraft: () => false }
    const fixed = signedInData.filter((data) => !data.path.includes('$'))
    const defs = [frameData('/children', queries), ...fixed.map((data) => data.queries({} as never, queries, settings))]
      .flatMap((named) => Object.values(named))
      .filter((def) => def !== null)
    const withoutInput = defs.filter((def) => def.input === undefined && def.key !== 'securityEvents')
    expect(withoutInput.length).toBeGreaterThan(4)
    for (const def of withoutInput) expect(keptReads[def.key], def.key).toBe(def.op)
  })
})

describe('reading back', () => {
  it('gives the parent’s answers that pass their schema, whatever the case of the id', () => {
    const kept = readKept(stored(parent, usersAt(now - day)), parent.toLowerCase(), now, validate)
    expect(kept).toEqual([{ key: 'users', op: 'GetUsers', at: now - day, data: [maya] }])
  })

  it('gives nothing without a parent, to another parent, or of another version', () => {
    expect(readKept(stored(parent, usersAt(now)), null, now, validate)).toEqual([])
    expect(readKept(stored(parent, usersAt(now)), other, now, validate)).toEqual([])
    expect(readKept({ ...stored(parent, usersAt(now)), v: keptVersion + 1 }, parent, now, validate)).toEqual([])
    expect(readKept('[]', parent, now, validate)).toEqual([])
  })

  it('drops an answer older than 14 days or from the future, one that fails its schema, one under another read’s key', () => {
    expect(readKept(stored(parent, usersAt(now - keptLimits.maxAgeMs)), parent, now, validate)).toHaveLength(1)
    expect(readKept(stored(parent, usersAt(now - keptLimits.maxAgeMs - 1)), parent, now, validate)).toEqual([])
    expect(readKept(stored(parent, usersAt(now + 1)), parent, now, validate)).toEqual([])
    expect(readKept(stored(parent, usersAt(now, [{ ...maya, devices: 'none' }])), parent, now, validate)).toEqual([])
    expect(readKept(stored(parent, { dashboard: { op: 'GetUsers', at: now, data: [] } }), parent, now, validate)).toEqual([])
  })
})

describe('keeping an answer', () => {
  it('replaces another parent’s answers and the key’s earlier copy, and drops answers too old', () => {
    const before = stored(other, usersAt(now))
    expect(keepAnswer(before, parent, { key: 'users', op: 'GetUsers', data: [], at: now })).toEqual(stored(parent, usersAt(now, [])))
    const mine = stored(parent, { ...usersAt(now - keptLimits.maxAgeMs - 1), admin: { op: 'GetAdmin', at: now - 1, data: {} } })
    expect(keepAnswer(mine, parent, { key: 'dashboard', op: 'GetDashboardWidgets', data: {}, at: now })?.entries).toEqual({
      admin: { op: 'GetAdmin', at: now - 1, data: {} },
      dashboard: { op: 'GetDashboardWidgets', at: now, data: {} },
    })
  })

  it('keeps no answer too large, not even its earlier copy, and past the total drops the oldest', () => {
    const large = [{ ...maya, name: 'x'.repeat(keptLimits.maxEntryChars) }]
    expect(keepAnswer(stored(parent, usersAt(now - 1)), parent, { key: 'users', op: 'GetUsers', data: large, at: now })?.entries).toEqual({})
    const third = 'y'.repeat(Math.floor(keptLimits.maxTotalChars / 3))
    let kept: KeptAnswers | null = null
    for (const [i, key] of ['admin', 'dashboard', 'computers', 'users'].entries()) {
      kept = keepAnswer(kept, parent, { key, op: keptReads[key]!, data: third.slice(0, keptLimits.maxEntryChars - 100), at: now + i })
    }
    expect(Object.keys(kept?.entries ?? {})).toEqual(['dashboard', 'computers', 'users'])
  })

  it('keeps nothing of a read that is not kept', () => {
    expect(keepAnswer(null, parent, { key: `users/${maya.id}`, op: 'GetUser', input: maya.id, data: maya, at: now })).toBeNull()
  })
})

const arbOp = fc.constantFrom<ReadName>(...Object.values(keptReads), 'GetUser', 'SecurityEventsFeed')
const arbKey = fc.constantFrom(...Object.keys(keptReads), 'users/x', 'securityEvents', '__proto__', 'constructor')
const arbEntry = fc.record({
  op: arbOp,
  at: fc.oneof(fc.integer({ min: now - 20 * day, max: now + day }), fc.double(), fc.constant(Number.NaN)),
  data: fc.oneof(fc.constant([maya]), fc.constant([]), fc.anything()),
})
const arbStored = fc.oneof(
  fc.anything(),
  fc.record({
    v: fc.constantFrom(keptVersion, keptVersion + 1, '1'),
    owner: fc.constantFrom(parent.toLowerCase(), other.toLowerCase(), parent),
    entries: fc.dictionary(arbKey, fc.oneof(arbEntry, fc.anything())),
  }),
)

describe('properties', () => {
  it('whatever is stored, reading it back yields the parent’s valid, fresh answers of kept reads, or nothing', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbStored, fc.constantFrom(parent, other, null), (value, adminId) => {
        const form = value as Partial<KeptAnswers> | null
        const kept = readKept(value, adminId, now, validate)
        if (adminId === null || form?.owner !== adminId.toLowerCase() || form.v !== keptVersion) expect(kept).toEqual([])
        for (const entry of kept) {
          expect(keptReads[entry.key]).toBe(entry.op)
          expect(now - entry.at).toBeGreaterThanOrEqual(0)
          expect(now - entry.at).toBeLessThanOrEqual(keptLimits.maxAgeMs)
          expect(validate(entry.op, entry.data).ok).toBe(true)
        }
      }),
    )
  })

  it('an answer kept is read back by the same parent as it was, and by no other', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbStored, fc.constantFrom(...Object.keys(keptReads)), fc.integer({ min: 0, max: 14 * day }), (before, key, age) => {
        const data = key === 'users' ? [maya] : {}
        const op = keptReads[key]!
        const after = JSON.parse(JSON.stringify(keepAnswer(before, parent, { key, op, data, at: now - age }))) as unknown
        const lenient: Validate = (o, d) => (o === 'GetUsers' ? validate(o, d) : { ok: true, data: d })
        const mine = readKept(after, parent, now, lenient).find((entry) => entry.key === key)
        expect(mine).toEqual({ key, op, at: now - age, data })
        expect(readKept(after, other, now, lenient)).toEqual([])
      }),
    )
  })
})

describe('what a write made old', () => {
  it('goes, and only that; nothing kept, or nothing to drop, leaves the stored value as it is', () => {
    const kept = stored(parent, { ...usersAt(now), computers: { op: 'GetDevices', at: now, data: [] } })
    expect(forgetKept(kept, ['users'])).toEqual(stored(parent, { computers: { op: 'GetDevices', at: now, data: [] } }))
    expect(forgetKept(kept, ['users', 'computers'])).toEqual(stored(parent, {}))
    expect(forgetKept(kept, ['dashboard', 'users/x'])).toBe(kept)
    expect(forgetKept(kept, [])).toBe(kept)
    expect(forgetKept(null, ['users'])).toBeNull()
    expect(forgetKept({ v: keptVersion + 1, owner: parent, entries: {} }, ['users'])).toBeNull()
  })
})
