/**
 * GetDashboardWidgets on the fake server: children with status and
 * computer count, 14-day coalesced activity counts, pending unlock requests only, one recent
 * screenshot per child (reviewed ones too), the number of notification rules; nothing of
 * another family; all empty for a parent without children.
 */
import { describe, expect, it } from 'vitest'
import { coalesce } from '../../../../../fake-server/core/activity/coalesce'
import { recordsOf, userDeviceIdsOf } from '../../../../../fake-server/core/activity/store'
import { day, writeJson } from '../../../../../fake-server/core/db/db'
import { childStatus } from '../../../../../fake-server/core/handlers/dashboard'
import { otherParent, seedIds } from '../../../../../fake-server/demo/seed/seed'
import { type Harness, startFake } from '../../harness'

const widgets = (h: Harness, token: string) => h.ok('GetDashboardWidgets', undefined, { token })

async function newParent(h: Harness): Promise<string> {
  await h.ok('Signup', { email: 'fresh@example.com', password: 'pw-fresh' })
  const link = h.fake.control.outbox()[0]?.links[0] ?? ''
  const verified = await h.ok('VerifySignupEmail', { token: link.split('/verify-signup-email/')[1] ?? '' })
  return verified.token
}

describe('GetDashboardWidgets', () => {
  it('lists the family’s children with a status and how many computers they use', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const { users } = await widgets(h, token)
    expect(users).toEqual([
      // Maya: one Mac protected, the other offline.
      { id: seedIds.maya, name: 'Maya', status: { case: 'filterOn' }, numDevices: 2 },
      { id: seedIds.leo, name: 'Leo', status: { case: 'filterSuspended', resuming: '2025-05-28T15:20:00Z' }, numDevices: 1 },
      { id: seedIds.ava, name: 'Ava', status: { case: 'offline' }, numDevices: 0 },
    ])
  })

  it('counts the last 14 days of activity, coalesced, unreviewed and reviewed apart', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const { db } = h.fake
    const since = h.clock.now().getTime() - 14 * day
    const expected = (childId: string) => {
      const records = recordsOf(db, userDeviceIdsOf(db, childId)).filter((r) => r.createdAt >= since)
      return [coalesce(records.filter((r) => r.deletedAt === null)).length, coalesce(records.filter((r) => r.deletedAt !== null)).length]
    }
    const before = await widgets(h, token)
    const counts = before.userActivitySummaries.map((s) => [s.name, s.numUnreviewed, s.numReviewed])
    expect(counts).toEqual([
      ['Maya', ...expected(seedIds.maya)],
      ['Leo', ...expected(seedIds.leo)],
      ['Ava', 0, 0],
    ])
    const maya = before.userActivitySummaries[0]
    expect(maya?.numUnreviewed).toBeGreaterThan(0)
    expect(maya?.numReviewed).toBeGreaterThan(0)

    // Reviewing one screenshot moves it from one count to the other.
    const range = { start: new Date(since).toISOString(), end: h.clock.now().toISOString() }
    const feed = await h.ok('UserActivityFeed', { userId: seedIds.maya, range }, { token })
    const shot = feed.items.find((item) => item.case === 'screenshot' && !item.flagged)
    if (!shot) throw new Error('no unreviewed screenshot in the feed')
    await h.ok('DeleteActivityItems_v2', { keystrokeLineIds: [], screenshotIds: shot.ids }, { token })
    const after = (await widgets(h, token)).userActivitySummaries[0]
    expect(after?.numUnreviewed).toBe((maya?.numUnreviewed ?? 0) - 1)
    expect(after?.numReviewed).toBe((maya?.numReviewed ?? 0) + 1)
  })

  it('shows only pending unlock requests, newest first, with their target and comment', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    expect((await widgets(h, token)).unlockRequests).toEqual([
      {
        id: seedIds.unlockRequestYouTubeMusic,
        userId: seedIds.maya,
        userName: 'Maya',
        target: 'https://music.youtube.com/watch?v=piano-scales-c-major',
        createdAt: '2025-05-28T14:38:00Z',
      },
      {
        id: seedIds.unlockRequestYouTube,
        userId: seedIds.maya,
        userName: 'Maya',
        target: 'https://www.youtube.com/watch?v=volcano-science-101',
        comment: 'video for science class',
        createdAt: '2025-05-28T14:35:00Z',
      },
      {
        id: seedIds.unlockRequestGameServer,
        userId: seedIds.leo,
        userName: 'Leo',
        target: '51.161.86.221',
        comment: 'Sam’s Minecraft server',
        createdAt: '2025-05-28T14:10:00Z',
      },
      { id: seedIds.unlockRequestDiscord, userId: seedIds.leo, userName: 'Leo', target: 'cdn.discordapp.com', createdAt: '2025-05-28T13:00:00Z' },
    ])
    await h.ok('UpdateUnlockRequest', { id: seedIds.unlockRequestDiscord, status: 'rejected' }, { token })
    expect((await widgets(h, token)).unlockRequests.map((r) => r.id)).toEqual([
      seedIds.unlockRequestYouTubeMusic,
      seedIds.unlockRequestYouTube,
      seedIds.unlockRequestGameServer,
    ])
  })

  it('shows each child’s newest screenshot of the last 14 days, reviewed or not', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const { db } = h.fake
    const newestOf = (childId: string) =>
      db.screenshot
        .getAll()
        .filter((s) => userDeviceIdsOf(db, childId).includes(s.userDeviceId))
        .sort((a, b) => b.createdAt - a.createdAt)[0]
    const { recentScreenshots } = await widgets(h, token)
    expect(recentScreenshots.map((s) => [s.userName, s.id])).toEqual([
      ['Maya', newestOf(seedIds.maya)?.id],
      ['Leo', newestOf(seedIds.leo)?.id],
    ])
    const leo = newestOf(seedIds.leo)
    if (!leo) throw new Error('Leo has no screenshot')
    expect(recentScreenshots[1]).toMatchObject({ url: leo.url })
    // Reviewed: still shown.
    await h.ok('DeleteActivityItems_v2', { keystrokeLineIds: [], screenshotIds: [leo.id] }, { token })
    expect((await widgets(h, token)).recentScreenshots[1]?.id).toBe(leo.id)
    // Older than 14 days: not shown (Leo's Mac goes offline so it sends no new ones).
    db.userDevice.update({ where: { id: { equals: seedIds.leoOnMacBookPro } }, data: { statusJson: writeJson({ case: 'offline' }) } })
    const leoShots = db.screenshot.getAll().filter((s) => userDeviceIdsOf(db, seedIds.leo).includes(s.userDeviceId))
    const old = h.clock.now().getTime() - 15 * day
    db.screenshot.updateMany({ where: { id: { in: leoShots.map((s) => s.id) } }, data: { createdAt: old } })
    expect((await widgets(h, token)).recentScreenshots.map((s) => s.userName)).toEqual(['Maya'])
  })

  it('counts the parent’s notification rules', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    expect((await widgets(h, token)).numAdminNotifications).toBe(2)
    await h.ok(
      'SaveNotification',
      { id: seedIds.emailMethod, isNew: true, methodId: seedIds.emailMethod, trigger: 'adminChildSecurityEvent' },
      { token },
    )
    expect((await widgets(h, token)).numAdminNotifications).toBe(3)
  })

  it('shows another family only their own child', async () => {
    const h = await startFake()
    const other = await h.ok('Login', otherParent)
    const result = await widgets(h, other.token)
    expect(result.users.map((u) => u.name)).toEqual(['Noah'])
    expect(result.userActivitySummaries.map((u) => u.id)).toEqual([seedIds.noah])
    expect(result.unlockRequests).toEqual([])
    expect(result.numAdminNotifications).toBe(0)
  })

  it('a parent without children gets empty lists and a zero count', async () => {
    const h = await startFake()
    const token = await newParent(h)
    // The signup e-mail method exists, but with no children nothing is counted.
    expect(await widgets(h, token)).toEqual({
      users: [],
      userActivitySummaries: [],
      unlockRequests: [],
      recentScreenshots: [],
      numAdminNotifications: 0,
    })
  })
})

describe('childStatus', () => {
  it('the most telling login status speaks for the child; no logins is offline', () => {
    const resuming = '2025-05-28T16:00:00Z'
    expect(childStatus([])).toEqual({ case: 'offline' })
    // Neither is telling: the first login's status, whichever it is.
    expect(childStatus([{ case: 'offline' }, { case: 'filterOn' }])).toEqual({ case: 'offline' })
    expect(childStatus([{ case: 'filterOn' }, { case: 'offline' }])).toEqual({ case: 'filterOn' })
    expect(
      childStatus([
        { case: 'downtime', ending: resuming },
        { case: 'downtimePaused', resuming },
      ]),
    ).toEqual({ case: 'downtimePaused', resuming })
    expect(childStatus([{ case: 'filterOn' }, { case: 'filterSuspended', resuming }])).toEqual({ case: 'filterSuspended', resuming })
    expect(childStatus([{ case: 'filterSuspended', resuming }, { case: 'filterOff' }])).toEqual({ case: 'filterOff' })
    expect(childStatus([{ case: 'downtime', ending: resuming }, { case: 'filterOn' }])).toEqual({ case: 'downtime', ending: resuming })
  })

  it('follows what the Macs report', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    h.fake.db.userDevice.update({
      where: { id: { equals: seedIds.mayaOnIMac } },
      data: { statusJson: writeJson({ case: 'filterOff' }) },
    })
    expect((await widgets(h, token)).users[0]?.status).toEqual({ case: 'filterOff' })
  })
})
