/**
 * Home's widgets: which show, the two newest requests and the count of older ones, screenshots
 * newest first, the activity widget's three forms, the children's status lines, and the short
 * form of a request's target.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { activityView, childStatusLine, homeWidgets, olderRequestsText, shortTarget } from '@domain/home/widgets'
import { widgetsArb } from './arbitraries'

describe('homeWidgets', () => {
  it('shows the notification widget only with no notification rule', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(widgetsArb, (w) => {
        expect(homeWidgets(w).showNotificationWidget).toBe(w.numAdminNotifications === 0)
      }),
    )
  })

  it('shows the two newest requests and counts the rest', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(widgetsArb, (w) => {
        const { shown, older } = homeWidgets(w).requests
        expect(shown.length).toBe(Math.min(2, w.unlockRequests.length))
        expect(shown.length + older).toBe(w.unlockRequests.length)
        const shownIds = new Set(shown.map((r) => r.id))
        const newestHidden = Math.max(-Infinity, ...w.unlockRequests.filter((r) => !shownIds.has(r.id)).map((r) => Date.parse(r.createdAt)))
        for (const r of shown) expect(Date.parse(r.createdAt)).toBeGreaterThanOrEqual(newestHidden)
        if (shown.length === 2) expect(Date.parse(shown[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(shown[1]!.createdAt))
      }),
    )
  })

  it('orders screenshots newest first and keeps them all', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(widgetsArb, (w) => {
        const shots = homeWidgets(w).screenshots
        expect([...shots].map((s) => s.id).sort()).toEqual(w.recentScreenshots.map((s) => s.id).sort())
        for (let i = 1; i < shots.length; i++) expect(Date.parse(shots[i - 1]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(shots[i]!.createdAt))
      }),
    )
  })

  it('words the older requests', () => {
    expect(olderRequestsText(1)).toBe('And 1 older request:')
    expect(olderRequestsText(3)).toBe('And 3 older requests:')
  })
})

describe('activityView', () => {
  const summary = (name: string, numUnreviewed: number) =>
    ({ id: `00000000-0000-4000-8000-00000000000${name.length}`, name, numUnreviewed, numReviewed: 1 }) as never

  it('is empty with no summaries and caught up when nothing waits', () => {
    expect(activityView([])).toEqual({ kind: 'empty' })
    expect(activityView([summary('a', 0), summary('bb', 0)])).toEqual({ kind: 'caughtUp' })
  })

  it('sorts by unreviewed, most first, and offers All activity only for more than one child with some', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(widgetsArb, (w) => {
        const view = activityView(w.userActivitySummaries)
        const waiting = w.userActivitySummaries.filter((s) => s.numUnreviewed > 0).length
        if (view.kind !== 'children') {
          expect(waiting).toBe(0)
          return
        }
        expect(view.showAllActivity).toBe(waiting > 1)
        expect(view.children).toHaveLength(w.userActivitySummaries.length)
        for (let i = 1; i < view.children.length; i++)
          expect(view.children[i - 1]!.numUnreviewed).toBeGreaterThanOrEqual(view.children[i]!.numUnreviewed)
      }),
    )
    expect(activityView([summary('a', 0), summary('bb', 5)])).toMatchObject({ showAllActivity: false })
  })
})

describe('childStatusLine', () => {
  it('words each status, with the time only when present', () => {
    expect(childStatusLine({ case: 'filterOn' })).toEqual({ dot: 'green', text: 'Filter on' })
    expect(childStatusLine({ case: 'filterOff' })).toEqual({ dot: 'red', text: 'Filter off' })
    expect(childStatusLine({ case: 'offline' })).toEqual({ dot: 'grey', text: 'Offline' })
    expect(childStatusLine({ case: 'filterSuspended', resuming: undefined })).toEqual({ dot: 'yellow', text: 'Filter suspended' })
    const at = '2025-09-02T15:37:00Z' as never
    expect(childStatusLine({ case: 'filterSuspended', resuming: at })).toEqual({
      dot: 'yellow',
      text: 'Filter suspended',
      until: { label: 'Resuming', at },
    })
    expect(childStatusLine({ case: 'downtime', ending: at })).toEqual({ dot: 'purple', text: 'In downtime', until: { label: 'Ending', at } })
    expect(childStatusLine({ case: 'downtimePaused', resuming: at })).toEqual({
      dot: 'yellow',
      text: 'Downtime paused',
      until: { label: 'Resuming', at },
    })
  })
})

describe('shortTarget', () => {
  it('drops a leading http:// or https:// and one trailing slash', () => {
    expect(shortTarget('https://gitlab.io/some/project/')).toBe('gitlab.io/some/project')
    expect(shortTarget('http://goats.com//')).toBe('goats.com/')
    expect(shortTarget('goats.com')).toBe('goats.com')
    expect(shortTarget('')).toBe('')
    expect(shortTarget('ftp://x.com/')).toBe('ftp://x.com')
  })
})
