/**
 * Answering a suspension request at its edges: custom minutes written in ways `Number` would
 * read but a parent does not mean (exponents, hex, text around the number), the 'off' choice even
 * when a request offers an option of that name, decisions that carry no empty keys, and how a
 * requested duration reads.
 */
import { describe, expect, it } from 'vitest'
import { denyInput, extraMonitoringToSend, grantInput, grantSeconds, minutesText, noExtraMonitoring } from '@domain/requests/suspension'

describe('custom minutes', () => {
  it.each(['1e3', '5e1', '0x10', '2 5', 'x5', '5x', '5.5.5', '.', '+', '-'])('“%s” disables Grant', (typed) => {
    expect(grantSeconds(300, typed)).toBeNull()
  })

  it('digits only: a sign, a trailing point or decimals disable Grant ("2.25" never grants 135 s)', () => {
    for (const typed of ['+5', '2.', '2.25', '.5', '-5', '٣', '５']) expect(grantSeconds(300, typed)).toBeNull()
    expect(grantSeconds(300, ' 10 ')).toBe(600)
    expect(grantSeconds(300, '007')).toBe(420)
  })
})

describe('extra monitoring', () => {
  it('“off” sends nothing, even when the request offers an option of that name', () => {
    expect(noExtraMonitoring).toBe('off')
    expect(extraMonitoringToSend('off', { off: 'Off', screenshots: 'Screenshots' })).toBeUndefined()
    expect(extraMonitoringToSend('screenshots', { off: 'Off', screenshots: 'Screenshots' })).toBe('screenshots')
  })
})

describe('decisions carry no empty keys', () => {
  const id = 'AB000000-0000-4000-8000-000000000001'

  it('a grant without extra monitoring or comment has neither key', () => {
    expect(grantInput(id, 300, undefined, '  ')).toStrictEqual({ id, decision: { case: 'accepted', durationInSeconds: 300 } })
    expect(denyInput(id, '')).toStrictEqual({ id, decision: { case: 'rejected' } })
  })
})

describe('minutesText', () => {
  it.each([
    [60, '1 minute'],
    [90, '1.5 minutes'],
    [100, '1.7 minutes'],
    [120, '2 minutes'],
    [30, '0.5 minutes'],
    [3, '0.1 minutes'],
    [1800, '30 minutes'],
  ] as const)('%i seconds read “%s”', (seconds, text) => {
    expect(minutesText(seconds)).toBe(text)
  })
})
