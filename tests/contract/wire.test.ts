/**
 * The client against each API profile's documented wire, operation by operation: the request
 * it sends for a typical call (name and exact body, compared with hand-written fixtures), and
 * a hand-written answer shaped as the real server sends it (upper-case ids, dates without
 * milliseconds, optional keys omitted, keys added by later servers) decoding to the app's types.
 *
 * Fixtures: `unchanged.json` holds the 41 operations both profiles carry alike; `2025-05.json`
 * and `current.json` the ten that differ (six renamed or reshaped, and the four iOS operations
 * only today's server has: under `2025-05` they are `notOffered`, and nothing is sent).
 */
import { describe, expect, it } from 'vitest'
import { type OperationName, operationNames } from '@domain/api/operations'
import { type ApiProfile, apiProfiles } from '@domain/api/profiles'
import { createClient } from '../../src/api/client'
import may2025Fixtures from './fixtures/2025-05.json'
import currentFixtures from './fixtures/current.json'
import unchangedFixtures from './fixtures/unchanged.json'
import { inputsFor } from './inputs'

interface Fixture {
  readonly name: string
  /** The exact request body; absent = no body at all. */
  readonly body?: unknown
  readonly response: unknown
  /** Part of what the client hands the app. */
  readonly decoded?: unknown
  /** This server does not have the operation: the client sends nothing and reports a failure. */
  readonly notOffered?: boolean
}

const fixtures: Record<ApiProfile, Record<string, Fixture>> = {
  '2025-05': { ...unchangedFixtures, ...may2025Fixtures },
  current: { ...unchangedFixtures, ...currentFixtures },
}

/** Keys the fixtures' answers carry that no schema knows (a later server's additions). */
const keysAddedLater = ['sessionKind', 'trialPeriodDays', 'isIOS', 'osVersion', 'displayId', 'severity', 'weeklyDigest', 'iosDevices']

const api = 'https://api.example.com'
const token = '3F2A9C1E-7B4D-4E8F-A1C2-D3E4F5A6B7C8'

async function send(profile: ApiProfile, op: OperationName, answer: unknown) {
  const sent: { url: string; body: BodyInit | null | undefined }[] = []
  const client = createClient({
    apiUrl: api,
    pageOrigin: 'https://dash.example.com',
    profile,
    sendDashboardUrl: false,
    fetch: (url, init) => {
      sent.push({ url: url instanceof Request ? url.url : url.toString(), body: init?.body })
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } }))
    },
    readToken: () => token,
    onLoggedOut: () => undefined,
  })
  const input = inputsFor(profile)[op]
  const result = await client.call(op, input)
  return { sent, result }
}

for (const profile of apiProfiles) {
  describe(`profile ${profile}`, () => {
    const table = fixtures[profile]

    it('has a documented request and answer for every one of the 51 operations', () => {
      expect(Object.keys(table).sort()).toEqual([...operationNames].sort())
      expect(operationNames).toHaveLength(51)
    })

    for (const op of operationNames) {
      it(`${op}: sends the documented request and decodes a real-shaped answer`, async () => {
        const fixture = table[op]
        if (!fixture) throw new Error(`no fixture for ${op}`)
        const { sent, result } = await send(profile, op, fixture.response)
        if (fixture.notOffered) {
          expect(sent).toHaveLength(0)
          expect(result.ok).toBe(false)
          return
        }

        expect(sent).toHaveLength(1)
        expect(sent[0]!.url).toBe(`${api}/pairql/dashboard/${fixture.name}`)
        if ('body' in fixture) {
          expect(typeof sent[0]!.body).toBe('string')
          expect(sent[0]!.body).not.toContain('null')
          expect(JSON.parse(sent[0]!.body as string)).toEqual(fixture.body)
        } else {
          expect(sent[0]!.body).toBeUndefined()
        }

        expect(result.ok, result.ok ? '' : JSON.stringify(result.error)).toBe(true)
        if (!result.ok) return
        if (fixture.decoded !== undefined) expect(result.value).toMatchObject(fixture.decoded as object)
        const decodedText = JSON.stringify(result.value)
        // An iOS device's `osVersion` is its own field, not a later server's addition.
        const later = op.includes('IOSDevice') ? keysAddedLater.filter((k) => k !== 'osVersion') : keysAddedLater
        for (const key of later) expect(decodedText).not.toContain(`"${key}"`)
      })
    }
  })
}

describe('the profiles differ where the documentation says', () => {
  it('names: only the four renamed operations change', () => {
    const renamed = operationNames.filter((op) => fixtures['2025-05'][op]!.name !== fixtures.current[op]!.name)
    expect(renamed.sort()).toEqual(['CombinedUsersActivitySummaries', 'DeleteEntity', 'GetDashboardWidgets', 'UserActivitySummaries'])
  })

  it('the May 2025 summaries send a bare child id and no body at all', async () => {
    const child = await send('2025-05', 'UserActivitySummaries', fixtures['2025-05'].UserActivitySummaries!.response)
    expect(child.sent[0]!.body).toBe('"00000000-1111-4444-0000-000000000000"')
    const family = await send('2025-05', 'CombinedUsersActivitySummaries', [])
    expect(family.sent[0]!.body).toBeUndefined()
  })

  it('today’s answer under the May 2025 wire (and the other way round) does not decode', async () => {
    const widgetsNow = await send('2025-05', 'GetDashboardWidgets', fixtures.current.GetDashboardWidgets!.response)
    expect(widgetsNow.result.ok).toBe(false)
    const widgetsThen = await send('current', 'GetDashboardWidgets', fixtures['2025-05'].GetDashboardWidgets!.response)
    expect(widgetsThen.result.ok).toBe(false)
    const childNow = await send('2025-05', 'UserActivitySummaries', fixtures.current.UserActivitySummaries!.response)
    expect(childNow.result.ok).toBe(false)
  })
})
