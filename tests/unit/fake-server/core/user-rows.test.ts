/**
 * Answers about every child or keychain of a large family, built from tables read once, say
 * exactly what the answers about one child or keychain say, built from queries.
 */
import { describe, expect, it } from 'vitest'
import { startFake } from '../harness'

describe('the large family, listed and one by one', () => {
  it('GetUsers lists each child as GetUser answers it; GetAdminKeychains each keychain as GetAdminKeychain does', async () => {
    const h = await startFake({ family: 'large', simulateRequests: false })
    const { token } = await h.loginDemo()
    const users = await h.ok('GetUsers', undefined, { token })
    expect(users).toHaveLength(30)
    for (const user of users) expect(await h.ok('GetUser', user.id, { token })).toEqual(user)
    expect(users.some((u) => u.keychains.some((k) => k.numKeys === 3_000))).toBe(true)

    const { keychains } = await h.ok('GetAdminKeychains', undefined, { token })
    expect(keychains).toHaveLength(50)
    for (const listed of keychains) {
      const one = await h.ok('GetAdminKeychain', listed.summary.id, { token })
      expect(listed.summary).toEqual(one.summary)
      expect(listed.keys).toEqual(one.keys)
    }
    const selectable = await h.ok('GetSelectableKeychains', undefined, { token })
    expect(selectable.own.map((k) => [k.id, k.numKeys])).toEqual(keychains.map((k) => [k.summary.id, k.summary.numKeys]))
  })
})
