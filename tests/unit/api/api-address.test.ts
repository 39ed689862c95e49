/**
 * Where the dashboard sends its API calls: the configured address, else a demo build's own path
 * (its in-browser server answers there, and a static host serving only that path sees nothing
 * outside it), else the page's origin.
 */
import { describe, expect, it } from 'vitest'
import { apiAddress } from '../../../src/api/config'

describe('apiAddress', () => {
  it('is the configured address without its trailing slashes, in any build', () => {
    expect(apiAddress(' https://api.example.com/ ', false, '')).toBe('https://api.example.com')
    expect(apiAddress('http://127.0.0.1:8080//', true, '/gatehouse-demo')).toBe('http://127.0.0.1:8080')
  })

  it('is the path a demo build is served under when none is configured', () => {
    expect(apiAddress(undefined, true, '/gatehouse-demo')).toBe('/gatehouse-demo')
    expect(apiAddress('', true, '/sales/demo/')).toBe('/sales/demo')
    expect(apiAddress(undefined, true, '')).toBe('')
  })

  it('is the page’s origin in other builds without one, whatever their base path', () => {
    expect(apiAddress(undefined, false, '/gatehouse')).toBe('')
    expect(apiAddress('  ', false, '/gatehouse')).toBe('')
  })
})
