/** The demo's fault settings: the demo starts without faults on any operation. */
import { describe, expect, it } from 'vitest'
import { noFaults } from '@domain/demo/control'

describe('the demo’s fault settings', () => {
  it('start without faults on any operation', () => {
    expect(noFaults).toEqual({ latencyMs: 0, errorRate: 0, dropRate: 0, malformedRate: 0, operations: [], bodyIncludes: '' })
  })
})
