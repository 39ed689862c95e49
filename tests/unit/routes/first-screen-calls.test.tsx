/**
 * A signed-in cold start of Home (`/`) and of `/children` asks the API for at most 3 operations
 * before its first screen is complete, and for none twice: each is a round trip (and, from
 * another origin, a CORS preflight too), and an answer the page already has is not asked again.
 *
 * The start is played as the browser plays it, against the demo family on the fake server
 * (through the real client and data engine): the signed-in first script's prefetches for the
 * address, then the router's loaders, then the page rendered again and again, each query it
 * mounts mounted on the engine (as its effect would), until it mounts nothing new and every
 * request has been answered, the engine told after each round that the page is drawn. A query
 * whose first fetch waits for its first poll is mounted too: the engine holds it back.
 */
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { OperationName } from '@domain/api/operations'
import type { Call } from '../../../src/api/client'
import { createDataEngine } from '../../../src/data/engine'
import * as hooks from '../../../src/data/hooks'
import { prefetchAddress } from '../../../src/data/prefetch'
import { setDataEngine } from '../../../src/data/runtime'
import { createAppRouter } from '../../../src/router'
import { dataForAddress, frameData } from '../../../src/routes/route-data'
import { saveSession } from '../../../src/session'
import { startFake } from '../fake-server/harness'
import { testClient } from '../support/api-client'
import type { RecordingHooks } from './mounted-queries'

await vi.hoisted(async () => {
  // The session lives in the browser's storage.
  const { installMemoryStorages } = await import('../support/memory-storage')
  installMemoryStorages()
})

vi.mock('../../../src/data/hooks', async (importOriginal) =>
  (await import('./mounted-queries')).recordingHooks(await importOriginal<typeof import('../../../src/data/hooks')>()),
)
const { testMounted: mounted } = hooks as unknown as RecordingHooks

/** The most operations a signed-in first screen may ask for. */
const budget = 3

/** The operations asked for, in order, what happened to them in order, and the calls not answered yet. */
function countingClient() {
  const asked: OperationName[] = []
  const timeline: string[] = []
  const open = new Set<Promise<unknown>>()
  const { call } = testClient()
  const counted: Call = (op, input) => {
    asked.push(op)
    timeline.push(`ask ${op}`)
    const answer = call(op, input)
    open.add(answer)
    void answer.finally(() => {
      open.delete(answer)
      timeline.push(`answer ${op}`)
    })
    return answer
  }
  /** Settles once no call is open and none started meanwhile. */
  const settled = async () => {
    for (let seen = -1; seen !== asked.length || open.size > 0;) {
      seen = asked.length
      await Promise.all(open)
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
  }
  return { call: counted, asked, timeline, settled }
}

/** What a cold signed-in start of `path` asks for before its first screen is complete, and when. */
async function coldStart(path: string): Promise<{ asked: OperationName[]; timeline: string[] }> {
  const client = countingClient()
  const engine = createDataEngine({ call: client.call, retry: { count: 0, delayMs: () => 0 }, drafts: null })
  setDataEngine(engine)
  // The signed-in document's first script.
  const route = dataForAddress(path)
  expect(route, path).toBeDefined()
  void prefetchAddress(frameData, path, route)
  // The app: the router's loaders, then the page, mounting what it renders until it renders nothing new.
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), isServer: true })
  await router.load()
  expect(router.state.location.pathname).toBe(path)
  const unmounts = new Map<string, () => void>()
  for (let round = 0; round < 6; round++) {
    mounted.length = 0
    renderToString(<RouterProvider router={router} />)
    const fresh = mounted.filter((m) => !unmounts.has(m.def.key))
    for (const { def } of fresh) unmounts.set(def.key, engine.mount(def))
    await client.settled()
    // The page is drawn with what it has (the screen's route data hook says so once its answers are in).
    engine.screenDrawn()
    if (fresh.length === 0) break
  }
  for (const unmount of unmounts.values()) unmount()
  engine.reset()
  return { asked: client.asked, timeline: client.timeline }
}

beforeAll(async () => {
  const harness = await startFake()
  saveSession(await harness.loginDemo())
})

describe('a signed-in cold start', () => {
  it.each(['/', '/children'])(`%s asks for at most ${budget} operations, none twice, before its first screen is complete`, async (path) => {
    const { asked } = await coldStart(path)
    expect(asked.length, asked.join(', ')).toBeGreaterThan(0)
    expect(asked.length, asked.join(', ')).toBeLessThanOrEqual(budget)
    expect(new Set(asked).size, asked.join(', ')).toBe(asked.length)
  })

  it("Home takes the pending count from its widgets: the frame's list of requests waits for its first poll", async () => {
    const { asked } = await coldStart('/')
    expect(asked).toContain('GetDashboardWidgets')
    expect(asked).not.toContain('GetUnlockRequests')
  })

  it.each([
    ['/', 'GetDashboardWidgets'],
    ['/children', 'GetUsers'],
  ] as const)("%s asks for its screen's own operation first and alone: the frame's once it is answered", async (path, own) => {
    const { timeline } = await coldStart(path)
    expect(timeline[0], timeline.join(', ')).toBe(`ask ${own}`)
    expect(timeline[1], timeline.join(', ')).toBe(`answer ${own}`)
    expect(timeline.length, timeline.join(', ')).toBeGreaterThan(2)
  })
})
