/** The signed-out operations' shapes: the credentials sign-in returns keep the parent's id and token. */
import { describe, expect, it } from 'vitest'
import { Credentials } from '@domain/api/operations/public'

describe('Credentials', () => {
  it('keep the parent’s id and token', () => {
    const credentials = { adminId: 'DE000000-0000-4000-8000-000000000001', token: 'DF000000-0000-4000-8000-000000000001' }
    expect(Credentials.parse(credentials)).toEqual(credentials)
  })
})
