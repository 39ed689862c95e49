/**
 * The public pages' call() loads the API client on first use: when its code cannot be
 * downloaded the call fails like a network failure (the page says so) instead of throwing, and
 * the next call tries the download again.
 */
import { describe, expect, it, vi } from 'vitest'
import { errorIds, ok } from '@domain/api/client-error'

const download = vi.hoisted(() => ({ fails: true, calls: [] as string[] }))
vi.mock('../../../src/browser-client', () => {
  if (download.fails) throw new Error('Failed to fetch dynamically imported module')
  return { call: (op: string) => (download.calls.push(op), Promise.resolve(ok('answered'))) }
})

describe('public call', () => {
  it('fails as a network failure while the client cannot be downloaded, then works once it can', async () => {
    // The app's entry connects the data layer to the browser's client, loaded on first use.
    const { connectApp } = await import('../../../src/connect')
    connectApp()
    const { call } = await import('../../../src/data/public')
    const failed = await call('Login', { email: 'a@b.c', password: 'x' })
    expect(failed.ok).toBe(false)
    if (!failed.ok) expect(failed.error.id).toBe(errorIds.network)
    expect(download.calls).toEqual([])

    download.fails = false
    vi.resetModules()
    const again = await call('Login', { email: 'a@b.c', password: 'x' })
    expect(again).toEqual(ok('answered'))
    expect(download.calls).toEqual(['Login'])
  })
})
