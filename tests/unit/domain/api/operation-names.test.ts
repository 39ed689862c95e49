/** Operation names: an operation is known by its own name only, not another case or an object's key. */
import { describe, expect, it } from 'vitest'
import { isOperationName } from '@domain/api/operations'

describe('isOperationName', () => {
  it('knows the operations by their own names only', () => {
    expect(isOperationName('GetUser')).toBe(true)
    expect(isOperationName('getuser')).toBe(false)
    expect(isOperationName('constructor')).toBe(false)
    expect(isOperationName('toString')).toBe(false)
  })
})
