/**
 * Where Accept leads, from Home's request card and from the request's review page alike: straight
 * to the key only with exactly one of this parent's own, private keychains on the child.
 */
import { describe, expect, it } from 'vitest'
import { acceptDestination, ownKeychains } from '@domain/requests/accept'

const parent = 'A0000000-0000-4000-8000-000000000001'
const keychain = (n: number, extra: Record<string, unknown> = {}) =>
  ({ id: `B0000000-0000-4000-8000-00000000000${n}`, name: `K${n}`, parentId: parent.toLowerCase(), isPublic: false, numKeys: 1, ...extra }) as never

describe('ownKeychains', () => {
  it("keeps the parent's private keychains, whatever the ids' case", () => {
    const mine = keychain(1)
    expect(ownKeychains([mine], parent)).toEqual([mine])
    expect(ownKeychains([mine], parent.toLowerCase())).toEqual([mine])
  })

  it("leaves out another parent's keychains and public ones", () => {
    const mine = keychain(1)
    const other = keychain(2, { parentId: 'A0000000-0000-4000-8000-000000000009' })
    const publicOne = keychain(3, { isPublic: true })
    expect(ownKeychains([other, mine, publicOne], parent)).toEqual([mine])
    expect(ownKeychains([other, publicOne], parent)).toEqual([])
  })
})

describe('acceptDestination', () => {
  it('goes to the key with exactly one own private keychain, its id as addresses write it', () => {
    expect(acceptDestination([keychain(1)], parent)).toEqual({ to: 'edit-key', keychainId: 'b0000000-0000-4000-8000-000000000001' })
    expect(
      acceptDestination([keychain(1), keychain(2, { parentId: 'A0000000-0000-4000-8000-000000000009' }), keychain(3, { isPublic: true })], parent),
    ).toEqual({ to: 'edit-key', keychainId: 'b0000000-0000-4000-8000-000000000001' })
  })

  it('asks which keychain with several or none', () => {
    expect(acceptDestination([keychain(1), keychain(2)], parent)).toEqual({ to: 'select-keychain' })
    expect(acceptDestination([], parent)).toEqual({ to: 'select-keychain' })
    expect(acceptDestination([keychain(3, { isPublic: true })], parent)).toEqual({ to: 'select-keychain' })
  })

  it('reviews the request when the child could not be read', () => {
    expect(acceptDestination(undefined, parent)).toEqual({ to: 'review' })
  })
})
