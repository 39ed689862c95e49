/**
 * The fake server checks keys with the key form's rules: every key the wizard would make is
 * stored, and a key whose address the wizard refuses is a route error (404 0f5a25c9).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formToKey } from '@domain/keys/form'
import { startFake } from '../../fake-server/harness'
import { formCase } from './arbitraries'

const keychainId = 'a1b2c3d4-0000-4000-8000-0000000000cc'

describe('SaveKey on the fake server', () => {
  it('stores exactly the keys whose address and app the wizard accepts (property)', { tags: ['property'] }, async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    await h.ok('SaveKeychain', { isNew: true, id: keychainId, name: 'School' }, { token })
    let n = 0
    await fc.assert(
      fc.asyncProperty(formCase, async (c) => {
        const form = { ...c.form, expiration: null }
        const key = formToKey(form)
        const usesAddress = key.type !== 'skeleton'
        const usesApp = key.type === 'skeleton' || key.scope.type === 'single'
        const valid = (!usesAddress || c.addressValid) && (!usesApp || c.appValid)
        const id = `a1b2c3d4-0000-4000-8000-${(++n).toString(16).padStart(12, '0')}`
        const reply = await h.call('SaveKey', { isNew: true, id, keychainId, key }, { token })
        if (valid) expect(reply.status).toBe(200)
        else expect(reply).toMatchObject({ status: 404, body: { id: '0f5a25c9' } })
      }),
      { numRuns: 60 },
    )
  })
})
