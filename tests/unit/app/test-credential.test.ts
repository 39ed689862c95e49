/**
 * The test credential in the app: it signs in by writing the keys the session reads, and a
 * logout (which sets dev_logged_out) keeps it from signing the parent straight back in. The
 * build refuses it in production.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { memoryStorage, setStorages } from '../../../src/storage/storage'
import { adminId, clearSession, isLoggedIn, readAdminToken, saveSession } from '../../../src/session'
import { applyTestCredential } from '../../../src/test-credential'
import { testCredentialSetting } from '../../../vite.config'

const id = 'a0000000-0000-4000-8000-000000000001'
const token = '0b000000-0000-4000-8000-000000000002'
const setting = `${id}:${token}`

let local = memoryStorage()
let restore: () => void = () => undefined
beforeEach(() => {
  local = memoryStorage()
  restore = setStorages({ local, session: memoryStorage() })
})
afterEach(() => restore())

describe('applyTestCredential', () => {
  it('signs the parent in: the session then reads the credential', () => {
    expect(applyTestCredential(setting, '/children', local, isLoggedIn())).toBe(true)
    expect(isLoggedIn()).toBe(true)
    expect(adminId()).toBe(id)
    expect(readAdminToken()).toBe(token)
  })

  it('does nothing on the login page, or without a setting', () => {
    expect(applyTestCredential(setting, '/login', local, isLoggedIn())).toBe(false)
    expect(applyTestCredential(undefined, '/children', local, isLoggedIn())).toBe(false)
    expect(isLoggedIn()).toBe(false)
  })

  it('does not sign a parent who logged out back in, until they log in again', () => {
    saveSession({ adminId: id, token })
    clearSession()
    expect(applyTestCredential(setting, '/children', local, isLoggedIn())).toBe(false)
    expect(isLoggedIn()).toBe(false)
    // A login clears dev_logged_out: the next page opened after a later expiry signs in again.
    saveSession({ adminId: id, token })
    local.removeItem('admin_token')
    expect(applyTestCredential(setting, '/children', local, isLoggedIn())).toBe(true)
  })
})

describe('the build setting VITE_TEST_ADMIN_CREDS', () => {
  it('is refused by a production build', () => {
    expect(() => testCredentialSetting('production', { VITE_TEST_ADMIN_CREDS: setting })).toThrow(/production build refuses/)
  })

  it('is accepted by demo, development and staging builds, and optional everywhere', () => {
    for (const mode of ['demo', 'development']) expect(() => testCredentialSetting(mode, { VITE_TEST_ADMIN_CREDS: setting })).not.toThrow()
    expect(() => testCredentialSetting('production', { VITE_TEST_ADMIN_CREDS: setting, VITE_STAGING: 'true' })).not.toThrow()
    expect(() => testCredentialSetting('production', {})).not.toThrow()
    expect(() => testCredentialSetting('production', { VITE_TEST_ADMIN_CREDS: ' ' })).not.toThrow()
  })

  it('stops a build with a malformed credential', () => {
    expect(() => testCredentialSetting('demo', { VITE_TEST_ADMIN_CREDS: 'only-an-id' })).toThrow(/adminId:token/)
    expect(() => testCredentialSetting('demo', { VITE_TEST_ADMIN_CREDS: `${id}:nope` })).toThrow(/adminId:token/)
  })
})
