/** A blank name is shown as a placeholder; any other name is shown trimmed. */
import { describe, expect, it } from 'vitest'
import { childDisplayName, iosDeviceDisplayName, keychainDisplayName } from '@domain/names/display-names'

describe('display names', () => {
  it('shows a blank name as the placeholder and trims the others', () => {
    expect(childDisplayName(' \t')).toBe('Unnamed child')
    expect(childDisplayName('  Sam ')).toBe('Sam')
    expect(keychainDisplayName('')).toBe('Unnamed keychain')
    expect(keychainDisplayName(' Homework')).toBe('Homework')
  })

  it('calls an iOS device by its child and its kind', () => {
    expect(iosDeviceDisplayName({ childName: 'Maya', deviceType: 'iPhone' })).toBe('Maya’s iPhone')
  })
})
