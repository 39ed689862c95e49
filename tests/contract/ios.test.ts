/**
 * The iOS operations against hand-written wire bodies, beyond the one typical call each of
 * wire.test.ts: editing a rule (its id sent, the same id answered as a bare string), deleting
 * one (DeleteEntity_v2 `blockRule`), both encodings of `flowTypeIs` in answers, the errors the
 * server answers, and the May 2025 profile refusing all of them without a request.
 */
import { describe, expect, it } from 'vitest'
import { errorMessage } from '@domain/api/client-error'
import type { OperationInput, OperationName } from '@domain/api/operations'
import type { ApiProfile } from '@domain/api/profiles'
import { createClient } from '../../src/api/client'

const api = 'https://api.example.com'
const device = 'D1000000-0000-4000-8000-000000000001'
const rule = 'B1000000-0000-4000-8000-000000000001'

async function send<N extends OperationName>(profile: ApiProfile, op: N, input: OperationInput<N>, answer: unknown, status = 200) {
  const sent: { url: string; body: unknown }[] = []
  const client = createClient({
    apiUrl: api,
    pageOrigin: 'https://dash.example.com',
    profile,
    sendDashboardUrl: false,
    fetch: (url, init) => {
      sent.push({ url: url instanceof Request ? url.url : String(url), body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body })
      return Promise.resolve(new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } }))
    },
    readToken: () => '3F2A9C1E-7B4D-4E8F-A1C2-D3E4F5A6B7C8',
    onLoggedOut: () => undefined,
  })
  return { sent, result: await client.call(op, input) }
}

const deviceAnswer = (rules: unknown[]) => ({
  childName: 'Little Jimmy',
  deviceType: 'iPhone',
  osVersion: '18.5',
  allBlockGroups: [],
  enabledBlockGroups: [],
  webPolicy: 'blockAll',
  webPolicyDomains: [],
  customBlockRules: rules,
})

describe('iOS operations on today’s API', () => {
  it('an edit sends the rule’s id and reads back the same id, a bare string', async () => {
    const { sent, result } = await send(
      'current',
      'UpsertBlockRule',
      { id: rule, deviceId: device, rule: { case: 'bundleIdContains', value: 'com.zhiliaoapp' } },
      rule,
    )
    expect(sent).toEqual([
      {
        url: `${api}/pairql/dashboard/UpsertBlockRule`,
        body: { id: rule, deviceId: device, rule: { case: 'bundleIdContains', value: 'com.zhiliaoapp' } },
      },
    ])
    expect(result).toMatchObject({ ok: true, value: rule })
  })

  it('a rule is deleted with DeleteEntity_v2 type blockRule', async () => {
    const { sent, result } = await send('current', 'DeleteEntity', { id: rule, type: 'blockRule' }, { success: true })
    expect(sent).toEqual([{ url: `${api}/pairql/dashboard/DeleteEntity_v2`, body: { id: rule, type: 'blockRule' } }])
    expect(result).toMatchObject({ ok: true, value: { success: true } })
  })

  it('sends flow types as bare strings and reads both encodings, nested too', async () => {
    const keyed = {
      case: 'unless',
      rule: { case: 'flowTypeIs', value: { socket: {} } },
      negatedBy: [{ case: 'both', a: { case: 'urlContains', value: 'a' }, b: { case: 'flowTypeIs', value: { browser: {} } } }],
    }
    const { result } = await send('current', 'GetIOSDevice', device, deviceAnswer([{ id: rule, rule: keyed }]))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.value.customBlockRules[0]!.rule).toEqual({
      case: 'unless',
      rule: { case: 'flowTypeIs', value: 'socket' },
      negatedBy: [{ case: 'both', a: { case: 'urlContains', value: 'a' }, b: { case: 'flowTypeIs', value: 'browser' } }],
    })
    const save = await send('current', 'UpsertBlockRule', { deviceId: device, rule: { case: 'flowTypeIs', value: 'browser' } }, rule)
    expect(save.sent[0]!.body).toEqual({ deviceId: device, rule: { case: 'flowTypeIs', value: 'browser' } })
  })

  it('an answer with a rule kind nobody knows does not decode', async () => {
    const { result } = await send('current', 'GetIOSDevice', device, deviceAnswer([{ id: rule, rule: { case: 'appIs', value: 'x' } }]))
    expect(result.ok).toBe(false)
  })

  it('an unknown device reads “Device not found.”', async () => {
    const body = {
      version: 1,
      id: '6ac1205a',
      requestId: '9d1f6c2a-3b4e-4f70-8a11-5e2c7d9b0f31',
      type: 'notFound',
      debugMessage: 'DuetSQL: Device not found',
      entityName: 'Device',
      showContactSupport: false,
      statusCode: 404,
    }
    const { result } = await send('current', 'GetIOSDevice', device, body, 404)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(errorMessage(result.error)).toBe('Device not found.')
  })
})

describe('iOS operations on the May 2025 API', () => {
  it('are never sent: that server has no iOS devices', async () => {
    const calls = [
      await send('2025-05', 'IOSDevices', undefined, []),
      await send('2025-05', 'GetIOSDevice', device, deviceAnswer([])),
      await send(
        '2025-05',
        'UpdateIOSDevice',
        { deviceId: device, enabledBlockGroups: [], webPolicy: 'allowAll', webPolicyDomains: [] },
        { success: true },
      ),
      await send('2025-05', 'UpsertBlockRule', { deviceId: device, rule: { case: 'urlContains', value: 'a' } }, rule),
      await send('2025-05', 'DeleteEntity', { id: rule, type: 'blockRule' }, { success: true }),
    ]
    for (const { sent, result } of calls) {
      expect(sent).toEqual([])
      expect(result.ok).toBe(false)
    }
  })
})
