// @vitest-environment happy-dom
/**
 * An account event's IP address as the card shows it: the address alone while its place loads
 * and when the lookup fails or knows nothing, then the place beside it; and how a read of the
 * location becomes one of those three.
 */
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { IpAddressView } from '../../../../src/features/security/IpAddress'
import { ipLocationOf } from '../../../../src/features/security/ip-location'
import '../../support/render'

describe('the IP address on an event card', () => {
  it('alone while loading and when failed; with the place once found', () => {
    const shown = render(<IpAddressView ip="203.0.113.9" location={{ state: 'loading' }} />)
    expect(shown.container.textContent).toBe('IP address 203.0.113.9')
    shown.rerender(<IpAddressView ip="203.0.113.9" location={{ state: 'failed' }} />)
    expect(shown.container.textContent).toBe('IP address 203.0.113.9')
    shown.rerender(<IpAddressView ip="203.0.113.9" location={{ state: 'found', location: { city: 'Lyon', country: 'France' } }} />)
    expect(shown.getByText('203.0.113.9').tagName).toBe('CODE')
    expect(shown.container.textContent).toBe('IP address 203.0.113.9 (Lyon, France)')
  })
})

describe('ipLocationOf', () => {
  it('no answer yet is loading; an answer is found; null or an error is failed', () => {
    expect(ipLocationOf({ data: undefined, error: undefined })).toEqual({ state: 'loading' })
    expect(ipLocationOf({ data: { city: 'Lyon' }, error: undefined })).toEqual({ state: 'found', location: { city: 'Lyon' } })
    expect(ipLocationOf({ data: null, error: undefined })).toEqual({ state: 'failed' })
    expect(ipLocationOf({ data: undefined, error: { type: 'network' } })).toEqual({ state: 'failed' })
  })
})
