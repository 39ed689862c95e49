/**
 * What a failure means: which 401s end the session and which only refuse one request, and
 * whether a failed write may still have happened (its outcome is unknown).
 */
import { describe, expect, it } from 'vitest'
import type { ClientError } from '@domain/api/errors'
import { endsSession, failureClass, mutationOutcome, outcomeIsUnknown, refusesRequestOnly } from '../../../src/api/failure-classes'

const base = { isPqlError: true, showContactSupport: false } as const
const e = (fields: Partial<ClientError>): ClientError => ({ ...base, ...fields })

describe('401s that end the session, and those that refuse one request', () => {
  const keepsSession: [string, ClientError][] = [
    ['a wrong notification code', e({ type: 'unauthorized', status: 401, debugMessage: '[@client:incorrectConfirmationCode]' })],
    ['a Slack app that would not post the code', e({ id: 'df619205', type: 'unauthorized', status: 401, tag: 'slackVerificationFailed' })],
    ['a wrong password', e({ id: '1e087878', type: 'unauthorized', status: 401, userMessage: 'Incorrect email or password' })],
    ['an unverified address', e({ id: '4b5bbea0', type: 'unauthorized', status: 401 })],
    ['a bad magic link', e({ id: '9a314d21', type: 'unauthorized', status: 401, tag: 'magicLinkTokenNotFound' })],
  ]
  const endsIt: [string, ClientError][] = [
    ['an expired token', e({ id: '8df93d61', type: 'loggedOut', status: 401 })],
    ['no token at all', e({ id: '10569a9f', type: 'loggedOut' })],
    ['a plain "Unauthorized"', e({ type: 'unauthorized', status: 401, debugMessage: 'Unauthorized' })],
    ['an unreadable 401', e({ id: 'b3162834', type: 'clientError', status: 401 })],
    ['an unknown unauthorized PqlError', e({ id: 'a0000001', type: 'unauthorized', status: 401 })],
    // The reason must be the whole body's reason, not text inside another message.
    [
      'a PqlError that merely mentions the code reason',
      e({ id: 'a0000002', type: 'unauthorized', status: 401, debugMessage: '[@client:incorrectConfirmationCode]' }),
    ],
  ]

  it.each(keepsSession)('%s keeps the session and is final', (_, error) => {
    expect(refusesRequestOnly(error)).toBe(true)
    expect(endsSession(error)).toBe(false)
    expect(failureClass(error)).toBe('final')
  })

  it.each(endsIt)('%s ends the session', (_, error) => {
    expect(refusesRequestOnly(error)).toBe(false)
    expect(endsSession(error)).toBe(true)
    expect(failureClass(error)).toBe('sessionEnded')
  })

  it('the same tag or reason on another status is not a 401 refusal', () => {
    const tagged = e({ id: 'df619205', type: 'badRequest', status: 400, tag: 'slackVerificationFailed' })
    expect(refusesRequestOnly(tagged)).toBe(false)
    expect(failureClass(tagged)).toBe('final')
  })
})

describe('the outcome of a write', () => {
  const unknown: [string, ClientError][] = [
    ['a dropped connection', e({ id: '34fbe3e3', type: 'clientError' })],
    ['a timeout (aborted fetch)', e({ id: '34fbe3e3', type: 'clientError', debugMessage: 'The operation timed out.' })],
    ['a success status with a body that fails its schema', e({ id: 'b3162834', type: 'clientError', status: 200 })],
    ['a success status with an empty body', e({ id: 'b3162834', type: 'clientError', status: 204 })],
    ['a bad gateway', e({ id: 'b3162834', type: 'clientError', status: 502 })],
    ['a gateway timeout', e({ type: 'serverError', status: 504 })],
  ]
  const failed: [string, ClientError][] = [
    ['a 500 PqlError', e({ id: 'fa017500', type: 'serverError', status: 500 })],
    ['a 503', e({ type: 'serverError', status: 503 })],
    ['a 400', e({ type: 'badRequest', status: 400 })],
    ['a 404', e({ id: '6ac1205a', type: 'notFound', status: 404 })],
    ['a 413', e({ type: 'clientError', status: 413 })],
    ['a wrong code 401', e({ type: 'unauthorized', status: 401, debugMessage: '[@client:incorrectConfirmationCode]' })],
    ['an expired session', e({ id: '8df93d61', type: 'loggedOut', status: 401 })],
    ['no token: nothing was sent', e({ id: '10569a9f', type: 'loggedOut' })],
    ['a token the client refused to send', e({ id: 'b3162834', type: 'clientError' })],
    ['an error thrown in the client', e({ id: '59b169c4', type: 'clientError' })],
  ]

  it('a success is a success', () => {
    expect(mutationOutcome({ ok: true, value: { success: true } })).toBe('succeeded')
  })

  it.each(unknown)('%s: unknown', (_, error) => {
    expect(outcomeIsUnknown(error)).toBe(true)
    expect(mutationOutcome({ ok: false, error })).toBe('unknown')
  })

  it.each(failed)('%s: failed', (_, error) => {
    expect(outcomeIsUnknown(error)).toBe(false)
    expect(mutationOutcome({ ok: false, error })).toBe('failed')
  })
})
