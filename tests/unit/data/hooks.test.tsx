/**
 * The React bindings read the engine's store (server render: no effects run, so no fetch).
 */
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { ok } from '@domain/api/errors'
import { queries } from '../../../src/data/queries'
import { createDataEngine } from '../../../src/data/engine'
import { useDraft, useQuery } from '../../../src/data/hooks'
import { useCommand, useNow } from '../../../src/data/use-command'
import { dataEngine, setDataEngine } from '../../../src/data/runtime'
import { fakeApi } from './fake-api'
import { virtualClock } from './virtual'

let previous: ReturnType<typeof setDataEngine> = null
afterEach(() => {
  if (previous) setDataEngine(previous)
})

function withEngine() {
  const clock = virtualClock()
  const api = fakeApi(clock, () => ok([{ id: 'r1', name: 'Jimmy' }]))
  const engine = createDataEngine({ call: api.call, scheduler: clock.scheduler })
  previous = setDataEngine(engine)
  return { clock, api, engine }
}

describe('hooks', () => {
  it('useQuery shows the cached view; null is a disabled query', async () => {
    const { clock, api } = withEngine()
    await dataEngine().prefetch(queries.users())
    await clock.settle()
    function Names() {
      const users = useQuery(queries.users())
      const off = useQuery(null)
      return <p>{`${users.status}:${(users.data as { name: string }[] | undefined)?.map((u) => u.name).join(',')}|${off.status}`}</p>
    }
    expect(renderToString(<Names />)).toBe('<p>success:Jimmy|loading</p>')
    expect(api.count()).toBe(1)
  })

  it('useDraft shows the original until edited, then the stored draft', () => {
    const { engine } = withEngine()
    const original = { name: 'Jimmy' }
    function Form() {
      const draft = useDraft('child/1', original)
      return <p>{`${draft.value?.name}:${draft.changed}`}</p>
    }
    expect(renderToString(<Form />)).toBe('<p>Jimmy:false</p>')
    engine.draftUpdate<typeof original>('child/1', original, (d) => {
      d.name = 'Jim'
    })
    expect(renderToString(<Form />)).toBe('<p>Jim:true</p>')
  })

  it('useCommand starts with nothing running and no failure', () => {
    withEngine()
    function Save() {
      const c = useCommand()
      return <p>{`${c.pending}:${c.error === undefined}`}</p>
    }
    expect(renderToString(<Save />)).toBe('<p>false:true</p>')
  })

  it("useNow reads the engine's clock, not the machine's", async () => {
    const { clock } = withEngine()
    await clock.advance(90_000)
    function Clock() {
      return <p>{useNow(60_000)}</p>
    }
    expect(renderToString(<Clock />)).toBe('<p>90000</p>')
  })
})
