/** The optional test credential: its format, and when it signs a parent in. */
import { describe, expect, it } from 'vitest'
import { parseTestCredential, testSignIn } from '@domain/auth/test-credential'

const token = '0b000000-0000-4000-8000-000000000002'
const credential = { adminId: 'a1', token }

describe('parseTestCredential', () => {
  it('reads adminId:token, and nothing from an unset or blank setting', () => {
    expect(parseTestCredential(`a1:${token}`)).toEqual(credential)
    expect(parseTestCredential(`  a1 : ${token.toUpperCase()} `)).toEqual({ adminId: 'a1', token: token.toUpperCase() })
    expect(parseTestCredential(undefined)).toBeNull()
    expect(parseTestCredential('   ')).toBeNull()
  })

  it.each(['a1', token, `:${token}`, 'a1:not-a-uuid', `a1:${token}x`, 'a1:'])('refuses %j', (setting) => {
    expect(() => parseTestCredential(setting)).toThrow('adminId:token')
  })
})

describe('testSignIn', () => {
  const base = { credential, path: '/children', signedIn: false, loggedOutOnPurpose: false }

  it('signs in on any page but the login page', () => {
    expect(testSignIn(base)).toEqual(credential)
    expect(testSignIn({ ...base, path: '/' })).toEqual(credential)
    expect(testSignIn({ ...base, path: '/signup' })).toEqual(credential)
    expect(testSignIn({ ...base, path: '/login' })).toBeNull()
    expect(testSignIn({ ...base, path: '/login/' })).toBeNull()
    expect(testSignIn({ ...base, path: '/login-help' })).toEqual(credential)
    expect(testSignIn({ ...base, path: '/help/login' })).toEqual(credential)
  })

  it('leaves a parent who logged out on purpose, or one signed in, as they are', () => {
    expect(testSignIn({ ...base, loggedOutOnPurpose: true })).toBeNull()
    expect(testSignIn({ ...base, signedIn: true })).toBeNull()
    expect(testSignIn({ ...base, credential: null })).toBeNull()
  })
})
