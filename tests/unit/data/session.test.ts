/**
 * The parent's session: storage keys, local-then-session lookup, and logout
 * clearing everything the data layer holds.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ok } from '@domain/api/errors'
import { queries } from '../../../src/data/queries'
import { notifyLoggedOut, resetLoggedOutNotice, setLoggedOutHandler } from '../../../src/api/logged-out'
import { type StorageChange, memoryStorage, setStorages } from '../../../src/storage/storage'
import { createDataEngine } from '../../../src/data/engine'
import { dataEngine, setDataEngine } from '../../../src/data/runtime'
import { clearToasts, toast, toastStore } from '../../../src/data/toasts'
import { endExpiredSession } from '../../../src/browser-client'
import { draftsOwner, storedDrafts } from '../../../src/storage/draft-storage'
import { adminId, clearSession, expireSession, isLoggedIn, readAdminToken, saveSession } from '../../../src/session'
import { fakeApi } from './fake-api'
import { connectApp } from '../../../src/connect'
import { virtualClock } from './virtual'

// As the app's entries do: the data layer hears of the session through the app's wiring.
connectApp()

const id = '0A000000-0000-4000-8000-000000000001'
const token = '0B000000-0000-4000-8000-000000000002'

let local = memoryStorage()
let session = memoryStorage()
let restore: () => void = () => undefined

beforeEach(() => {
  local = memoryStorage()
  session = memoryStorage()
  restore = setStorages({ local, session })
})
afterEach(() => {
  restore()
  clearToasts()
})

describe('session', () => {
  it('saves admin_id and admin_token in localStorage and clears dev_logged_out', () => {
    local.setItem('dev_logged_out', 'true')
    expect(isLoggedIn()).toBe(false)
    saveSession({ adminId: id, token })
    expect(local.dump()).toEqual({ admin_id: id, admin_token: token })
    expect(isLoggedIn()).toBe(true)
    expect(adminId()).toBe(id)
    expect(readAdminToken()).toBe(token)
  })

  it('falls back to session storage', () => {
    session.setItem('admin_token', token)
    session.setItem('admin_id', id)
    expect(isLoggedIn()).toBe(true)
    expect(adminId()).toBe(id)
    const other = '0C000000-0000-4000-8000-000000000003'
    local.setItem('admin_token', other)
    expect(readAdminToken()).toBe(other)
    // A corrupt token is no token: the guard sends the parent to log in again.
    local.setItem('admin_token', 'garbage')
    session.removeItem('admin_token')
    expect(isLoggedIn()).toBe(false)
  })

  it('logout removes the keys from both storages, sets dev_logged_out (non-production), and clears the data layer', async () => {
    const clock = virtualClock()
    const api = fakeApi(clock, () => ok([]))
    const engine = createDataEngine({ call: api.call, scheduler: clock.scheduler, draftStorage: local })
    const previous = setDataEngine(engine)
    try {
      saveSession({ adminId: id, token })
      session.setItem('admin_token', token)
      session.setItem('admin_id', id)
      engine.mount(queries.user(id, { polling: true }))
      await clock.settle()
      engine.draftUpdate('child/1', { name: 'a' }, (d: { name: string }) => {
        d.name = 'b'
      })
      toast.loading('Saving child...')
      expect(local.getItem('gatehouse.drafts')).not.toBeNull()

      clearSession()

      expect(isLoggedIn()).toBe(false)
      expect(adminId()).toBeNull()
      expect(local.dump()).toEqual({ dev_logged_out: 'true' })
      expect(session.dump()).toEqual({})
      expect(dataEngine().store.getState()).toEqual({ snapshots: {}, events: [], drafts: {} })
      expect(toastStore.getState().toasts).toEqual([])
      const calls = api.count()
      await clock.advance(60_000)
      expect(api.count()).toBe(calls)
    } finally {
      if (previous) setDataEngine(previous)
    }
  })

  it('logging in clears whatever the previous parent left in the data layer', async () => {
    const clock = virtualClock()
    const api = fakeApi(clock, () => ok([]))
    const engine = createDataEngine({ call: api.call, scheduler: clock.scheduler, draftStorage: local })
    const previous = setDataEngine(engine)
    try {
      saveSession({ adminId: id, token })
      engine.mount(queries.user(id, { polling: true }))
      await clock.settle()
      engine.draftUpdate('child/1', { name: 'a' }, (d: { name: string }) => {
        d.name = 'b'
      })
      toast.error('Something failed')
      expect(Object.keys(dataEngine().store.getState().snapshots)).not.toHaveLength(0)

      // Another parent logs in on the same browser without logging the first one out.
      const other = '0D000000-0000-4000-8000-000000000004'
      saveSession({ adminId: other, token })

      expect(adminId()).toBe(other)
      expect(local.getItem('gatehouse.drafts')).toBeNull()
      expect(dataEngine().store.getState()).toEqual({ snapshots: {}, events: [], drafts: {} })
      expect(toastStore.getState().toasts).toEqual([])
      const calls = api.count()
      await clock.advance(60_000)
      expect(api.count()).toBe(calls)
    } finally {
      if (previous) setDataEngine(previous)
    }
  })

  it('a storage that throws never breaks the session', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    restore()
    restore = setStorages({ local: throwing, session: throwing })
    expect(isLoggedIn()).toBe(false)
    expect(() => clearSession()).not.toThrow()
  })
})

describe('logged-out handler', () => {
  it('is called once per logged-in period, after the current task', async () => {
    const calls: number[] = []
    setLoggedOutHandler(() => calls.push(1))
    resetLoggedOutNotice()
    notifyLoggedOut()
    notifyLoggedOut()
    expect(calls).toHaveLength(0)
    await Promise.resolve()
    expect(calls).toHaveLength(1)
    notifyLoggedOut()
    await Promise.resolve()
    expect(calls).toHaveLength(1)
    saveSession({ adminId: id, token })
    notifyLoggedOut()
    await Promise.resolve()
    expect(calls).toHaveLength(2)
  })

  it('once taken away (the shell that set it is gone), the page is sent to log out from its own address', async () => {
    const calls: number[] = []
    const assigned: string[] = []
    const location = { pathname: '/settings', search: '?tab=plan', hash: '', assign: (href: string) => assigned.push(href) }
    vi.stubGlobal('window', { location })
    try {
      setLoggedOutHandler(() => calls.push(1))
      setLoggedOutHandler(null)
      resetLoggedOutNotice()
      notifyLoggedOut()
      await Promise.resolve()
      expect(calls).toEqual([])
      expect(assigned).toEqual([`/logout?redirect=${encodeURIComponent('/settings?tab=plan')}`])
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('drafts across sessions', () => {
  const other = '0D000000-0000-4000-8000-000000000004'

  function appEngine() {
    const clock = virtualClock()
    const engine = createDataEngine({
      call: fakeApi(clock, () => ok([])).call,
      scheduler: clock.scheduler,
      drafts: storedDrafts,
      draftsOwner: { stored: draftsOwner, current: adminId },
    })
    const previous = setDataEngine(engine)
    const edit = () =>
      engine.draftUpdate('child/1', { name: 'a' }, (d: { name: string }) => {
        d.name = 'b'
      })
    const draft = () => engine.store.getState().drafts['child/1']
    return { engine, previous, edit, draft }
  }

  it('a session the server ended keeps the drafts for the same parent, whose next login gets them back', () => {
    const { previous, edit, draft } = appEngine()
    try {
      saveSession({ adminId: id, token })
      edit()
      expect(local.getItem('gatehouse.drafts-owner')).toBe(id)

      // A call finds the token expired: the session ends, then the logout screen runs.
      setLoggedOutHandler(() => undefined)
      endExpiredSession()
      expect(isLoggedIn()).toBe(false)
      expect(local.getItem('admin_token')).toBeNull()
      clearSession()
      expect(local.getItem('admin_id')).toBeNull()
      expect(JSON.parse(local.getItem('gatehouse.drafts')!)).toEqual({ 'child/1': { base: { name: 'a' }, value: { name: 'b' } } })
      expect(draft()?.value).toEqual({ name: 'b' })

      // The same parent logs in again (ids compare case-insensitively).
      saveSession({ adminId: id.toLowerCase(), token })
      expect(draft()).toMatchObject({ value: { name: 'b' }, changed: true })
      expect(local.getItem('gatehouse.drafts')).not.toBeNull()
    } finally {
      if (previous) setDataEngine(previous)
    }
  })

  it("another parent's login after an expired session discards them", () => {
    const { previous, edit, draft } = appEngine()
    try {
      saveSession({ adminId: id, token })
      edit()
      expireSession()
      clearSession()
      expect(draft()).toBeDefined()
      saveSession({ adminId: other, token })
      expect(draft()).toBeUndefined()
      expect(local.getItem('gatehouse.drafts')).toBeNull()
      expect(local.getItem('gatehouse.drafts-owner')).toBeNull()
    } finally {
      if (previous) setDataEngine(previous)
    }
  })

  it('an explicit logout discards them, and their owner tag', () => {
    const { previous, edit, draft } = appEngine()
    try {
      saveSession({ adminId: id, token })
      edit()
      clearSession()
      expect(draft()).toBeUndefined()
      expect(local.getItem('gatehouse.drafts')).toBeNull()
      expect(local.getItem('gatehouse.drafts-owner')).toBeNull()
      saveSession({ adminId: id, token })
      expect(draft()).toBeUndefined()
    } finally {
      if (previous) setDataEngine(previous)
    }
  })
})

describe('logging out in another tab', () => {
  it('logs this tab out at once; its own logout, or another tab logging in, does not', async () => {
    const listeners = new Set<(change: StorageChange) => void>()
    const otherTab = (key: string | null) => {
      for (const fn of [...listeners]) fn({ area: 'local', key })
    }
    restore()
    restore = setStorages({
      local,
      session,
      changes: (fn) => {
        listeners.add(fn)
        return () => void listeners.delete(fn)
      },
    })
    const clock = virtualClock()
    const previous = setDataEngine(createDataEngine({ call: fakeApi(clock).call, scheduler: clock.scheduler }))
    const notices: string[] = []
    setLoggedOutHandler(() => notices.push('logged out'))
    try {
      saveSession({ adminId: id, token })
      // Another tab writes something else: nothing happens.
      local.setItem('gatehouse.sidebar-collapsed', '1')
      otherTab('gatehouse.sidebar-collapsed')
      await Promise.resolve()
      expect(notices).toEqual([])

      // Another tab logs out: its storage event reaches this tab, which is sent to log in again.
      local.removeItem('admin_token')
      local.removeItem('admin_id')
      otherTab('admin_token')
      await Promise.resolve()
      expect(notices).toEqual(['logged out'])

      // The parent logs in again in the other tab: nothing to do here.
      local.setItem('admin_token', token)
      otherTab('admin_token')
      await Promise.resolve()
      expect(notices).toEqual(['logged out'])

      // This tab's own logout is not news from elsewhere.
      clearSession()
      await Promise.resolve()
      expect(notices).toEqual(['logged out'])

      // And a later logout elsewhere (after logging in again here) is noticed again.
      saveSession({ adminId: id, token })
      local.removeItem('admin_token')
      otherTab(null)
      await Promise.resolve()
      expect(notices).toEqual(['logged out', 'logged out'])
    } finally {
      if (previous) setDataEngine(previous)
    }
  })
})
