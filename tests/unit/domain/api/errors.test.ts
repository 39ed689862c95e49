/**
 * The client error object on the pure rules alone (the API client's tests check the same
 * through responses): both error bodies, each HTTP status of the plain body, the errors the
 * client makes itself, and the texts a parent sees.
 */
import { describe, expect, it } from 'vitest'
import {
  DashboardTag,
  ErrorType,
  errorFromResponse,
  errorIds,
  errorMessage,
  errorTitle,
  fail,
  genericErrorHeading,
  genericErrorMessage,
  isClientError,
  loggedOutError,
  networkError,
  networkMessage,
  nonPqlError,
  ok,
  toClientError,
  unexpectedError,
} from '@domain/api/errors'

describe('error responses', () => {
  it('reads the usual body, dropping blank texts and unknown tags', () => {
    const body = {
      id: 'e1',
      requestId: 'r1',
      type: 'notFound',
      userMessage: 'Gone.',
      userAction: '',
      debugMessage: null,
      entityName: 'Child',
      showContactSupport: true,
      dashboardTag: 'slackVerificationFailed',
    }
    expect(errorFromResponse(404, body)).toStrictEqual({
      isPqlError: true,
      id: 'e1',
      type: 'notFound',
      serverRequestId: 'r1',
      userMessage: 'Gone.',
      entityName: 'Child',
      tag: 'slackVerificationFailed',
      showContactSupport: true,
      status: 404,
    })
    expect(errorFromResponse(400, { id: 'e2', type: 'badRequest', dashboardTag: 'other' })).toStrictEqual({
      isPqlError: true,
      id: 'e2',
      type: 'badRequest',
      showContactSupport: false,
      status: 400,
    })
  })

  it('types the plain body by its status, and asks for support only for server errors', () => {
    const plain = (status: number) => errorFromResponse(status, { error: true, reason: 'why' })
    expect([404, 400, 401, 403, 500, 503, 409, 499].map((s) => plain(s).type)).toEqual([
      'notFound',
      'badRequest',
      'unauthorized',
      'unauthorized',
      'serverError',
      'serverError',
      'clientError',
      'clientError',
    ])
    expect(plain(500)).toStrictEqual({ isPqlError: true, type: 'serverError', debugMessage: 'why', showContactSupport: true, status: 500 })
    expect(plain(499).showContactSupport).toBe(false)
    expect(errorFromResponse(500, { error: false, reason: 'why' }).id).toBe(errorIds.unexpected)
  })

  it('turns any other body into an unexpected error', () => {
    expect(errorFromResponse(502, '<html>')).toStrictEqual({
      isPqlError: true,
      id: 'b3162834',
      type: 'clientError',
      debugMessage: 'Unexpected error: HTTP 502 with an unrecognised error body',
      showContactSupport: true,
      status: 502,
    })
    expect(errorFromResponse(500, { id: 'e', type: 'teapot' }).id).toBe(errorIds.unexpected)
  })

  it('names its types and tags', () => {
    expect(ErrorType.options).toEqual(['notFound', 'badRequest', 'serverError', 'unauthorized', 'loggedOut', 'clientError'])
    expect(DashboardTag.options).toEqual(['magicLinkTokenNotFound', 'slackVerificationFailed', 'emailAlreadyVerified'])
  })
})

describe('errors the client makes itself', () => {
  it('keeps the ids the app and server agree on', () => {
    expect(errorIds).toEqual({
      loggedOut: '10569a9f',
      network: '34fbe3e3',
      unexpected: 'b3162834',
      nonPql: '59b169c4',
      routeNotFound: '0f5a25c9',
      tokenNotFound: '8df93d61',
      entityNotFound: '6ac1205a',
    })
  })

  it('builds each with its wording, leaving out what it does not know', () => {
    expect(loggedOutError()).toStrictEqual({
      isPqlError: true,
      id: '10569a9f',
      type: 'loggedOut',
      debugMessage: 'No parent token found',
      showContactSupport: false,
    })
    expect(networkError()).toStrictEqual({
      isPqlError: true,
      id: '34fbe3e3',
      type: 'clientError',
      userMessage: networkMessage,
      showContactSupport: false,
    })
    expect(networkError('offline').debugMessage).toBe('offline')
    expect(networkMessage).toBe("Something seems funny with the network. Are you sure you're connected to the internet?")
    expect(unexpectedError('x')).toStrictEqual({
      isPqlError: true,
      id: 'b3162834',
      type: 'clientError',
      debugMessage: 'Unexpected error: x',
      showContactSupport: true,
    })
    expect(nonPqlError('boom')).toStrictEqual({
      isPqlError: true,
      id: '59b169c4',
      type: 'clientError',
      debugMessage: 'Unexpected non-pql error: boom',
      showContactSupport: true,
    })
  })

  it('turns anything thrown into a client error, keeping one that is already', () => {
    const known = loggedOutError()
    expect(toClientError(known)).toBe(known)
    expect(toClientError(new Error('bad')).debugMessage).toBe('Unexpected non-pql error: bad')
    expect(toClientError('text').debugMessage).toBe('Unexpected non-pql error: text')
    expect([isClientError(null), isClientError({ isPqlError: 'yes' }), isClientError('x'), isClientError({ isPqlError: true })]).toEqual([
      false,
      false,
      false,
      true,
    ])
    expect([isClientError(undefined), isClientError(Object.assign(() => undefined, { isPqlError: true }))]).toEqual([false, false])
    expect(ok(1)).toEqual({ ok: true, value: 1 })
    expect(fail(known)).toEqual({ ok: false, error: known })
  })
})

describe('what a parent reads', () => {
  it('the server’s message first, then not-found wording, then the generic text', () => {
    const base = { isPqlError: true, showContactSupport: false } as const
    expect(errorMessage({ ...base, userMessage: 'Try later.', type: 'notFound' })).toBe('Try later.')
    expect(errorMessage({ ...base, type: 'notFound', entityName: 'Keychain' })).toBe('Keychain not found.')
    expect(errorMessage({ ...base, type: 'notFound' })).toBe('Not found.')
    expect(errorMessage({ ...base, type: 'serverError', entityName: 'Keychain' })).toBe(genericErrorMessage)
    expect(genericErrorMessage).toBe(
      "Sorry, there's been some sort of technical issue (probably on our end). Please try again, or contact support if the problem persists.",
    )
    expect([errorTitle({ ...base, type: 'notFound' }), errorTitle({ ...base, type: 'badRequest' }), genericErrorHeading]).toEqual([
      'Not found',
      'Error',
      'Uh-oh!',
    ])
  })
})
