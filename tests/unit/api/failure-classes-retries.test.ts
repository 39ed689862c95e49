/**
 * Which failures are worth retrying: the network, 5xx, 408 and 429, and a server error whose
 * status was lost; everything else is final. And the edges of a write's unknown outcome: only a
 * 2xx answer with an unreadable body, a dropped connection or a gateway leaves it open.
 */
import { describe, expect, it } from 'vitest'
import type { ClientError } from '@domain/api/errors'
import { failureClass, isRetryable, outcomeIsUnknown, refusesRequestOnly } from '../../../src/api/failure-classes'

const e = (fields: Partial<ClientError>): ClientError => ({ isPqlError: true, showContactSupport: false, ...fields })

describe('isRetryable', () => {
  const transient: [string, ClientError][] = [
    ['a dropped connection', e({ id: '34fbe3e3', type: 'clientError' })],
    ['a dropped connection with a status kept', e({ id: '34fbe3e3', type: 'clientError', status: 400 })],
    ['a 500', e({ type: 'serverError', status: 500 })],
    ['a 503', e({ type: 'serverError', status: 503 })],
    ['a 599', e({ type: 'clientError', status: 599 })],
    ['a request timeout (408)', e({ type: 'clientError', status: 408 })],
    ['rate limiting (429)', e({ type: 'clientError', status: 429 })],
    ['a server error whose status was not kept', e({ type: 'serverError' })],
  ]
  const final: [string, ClientError][] = [
    ['a 499', e({ type: 'clientError', status: 499 })],
    ['a 400', e({ type: 'badRequest', status: 400 })],
    ['a 404', e({ type: 'notFound', status: 404 })],
    ['a 409', e({ type: 'clientError', status: 409 })],
    ['a 430', e({ type: 'clientError', status: 430 })],
    ['a 200 with an unreadable body', e({ id: 'b3162834', type: 'clientError', status: 200 })],
    ['an error thrown in the client, without status', e({ id: '59b169c4', type: 'clientError' })],
    ['a bad request whose status was not kept', e({ type: 'badRequest' })],
  ]

  it.each(transient)('%s is retried', (_, error) => {
    expect(failureClass(error)).toBe('transient')
    expect(isRetryable(error)).toBe(true)
  })

  it.each(final)('%s is final, never retried', (_, error) => {
    expect(failureClass(error)).toBe('final')
    expect(isRetryable(error)).toBe(false)
  })

  it('a session that ended is never retried', () => {
    expect(isRetryable(e({ type: 'loggedOut', status: 401 }))).toBe(false)
    expect(isRetryable(e({ type: 'unauthorized', status: 401 }))).toBe(false)
  })
})

describe('refusesRequestOnly', () => {
  it('a logged-out 401 never merely refuses one request, whatever it carries', () => {
    expect(refusesRequestOnly(e({ type: 'loggedOut', status: 401, tag: 'magicLinkTokenNotFound' }))).toBe(false)
    expect(refusesRequestOnly(e({ id: '1e087878', type: 'loggedOut', status: 401 }))).toBe(false)
  })
})

describe('outcomeIsUnknown at its edges', () => {
  it('only a 2xx answer’s unreadable body leaves a write open; a 300 or another error on 2xx does not', () => {
    expect(outcomeIsUnknown(e({ id: 'b3162834', type: 'clientError', status: 299 }))).toBe(true)
    expect(outcomeIsUnknown(e({ id: 'b3162834', type: 'clientError', status: 300 }))).toBe(false)
    expect(outcomeIsUnknown(e({ id: '59b169c4', type: 'clientError', status: 200 }))).toBe(false)
    expect(outcomeIsUnknown(e({ type: 'badRequest', status: 204 }))).toBe(false)
  })
})
