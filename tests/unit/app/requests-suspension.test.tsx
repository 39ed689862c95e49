// @vitest-environment happy-dom
/**
 * Filter-suspension requests, as a parent answers them (moved from the end-to-end tests; their
 * accessibility checks stay there, in tests/e2e/requests.spec.ts): granting a preset duration,
 * custom minutes with extra monitoring (remembered for the child), denying, and a request too old
 * to answer. Every decision is checked as sent and as the server keeps it.
 */
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openApp } from '../support/app'
import { loadPage, logRequests, serverRead } from './requests-support'

const maya = 'c0000000-0000-4000-8000-000000000001'
const leo = 'c0000000-0000-4000-8000-000000000002'
const suspension = '5f000000-0000-4000-8000-000000000001'
const staleSuspension = '5f000000-0000-4000-8000-000000000002'

const combobox = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name })
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name })

async function openMayasRequest() {
  const app = await openApp(`/children/${maya}/suspend-filter-requests/${suspension}`)
  await screen.findByText(/^Maya requested a filter suspension for \d+(\.\d)? minutes?/)
  return app
}

describe('filter-suspension requests', () => {
  it('grant a preset duration', async () => {
    const app = await openMayasRequest()
    expect(combobox('Extra monitoring').value).toBe('off')
    expect(combobox('Duration').value).toBe('300')
    await app.user.selectOptions(combobox('Duration'), '10 min')
    const log = logRequests()
    await app.user.click(button('Grant'))
    expect(await log.next('DecideFilterSuspensionRequest')).toEqual({
      id: suspension.toUpperCase(),
      decision: { case: 'accepted', durationInSeconds: 600 },
    })
    await screen.findByText('The filter suspension request has been accepted.')
    const stored = await serverRead<{ status: string; requestedDurationInSeconds: number }>('GetSuspendFilterRequest', suspension)
    expect(stored).toMatchObject({ status: 'accepted', requestedDurationInSeconds: 600 })
  })

  it('grant custom minutes with extra monitoring; the choice is remembered for the child', async () => {
    const app = await openMayasRequest()
    const custom = screen.getByRole('textbox', { name: /Custom minutes/ })
    for (const bad of ['1', 'abc', '0.5', '2.25', '+5']) {
      await app.user.clear(custom)
      await app.user.type(custom, bad)
      expect(button('Grant').disabled, bad).toBe(true)
    }
    await app.user.clear(custom)
    await app.user.type(custom, '45')
    expect(button('Grant').disabled).toBe(false)
    const choice = combobox('Extra monitoring').options[1]?.getAttribute('value')
    expect(choice).toBeTruthy()
    await app.user.selectOptions(combobox('Extra monitoring'), choice!)
    await app.user.type(screen.getByRole('textbox', { name: /Comment for Maya/ }), '  Finish the essay first  ')
    const log = logRequests()
    await app.user.click(button('Grant'))
    expect(await log.next('DecideFilterSuspensionRequest')).toEqual({
      id: suspension.toUpperCase(),
      decision: { case: 'accepted', durationInSeconds: 2700, extraMonitoring: choice },
      responseComment: 'Finish the essay first',
    })
    await screen.findByText('The filter suspension request has been accepted.')
    // The page shows the decision at once; the choice is remembered when the server confirms it.
    await screen.findByText('Filter suspension granted!')

    // Maya asks again: the extra monitoring starts from the last choice.
    const next = await app.fake.control.triggerSuspensionRequest?.(maya)
    expect(next?.ids[0]).toBeTruthy()
    await loadPage(app, `/children/${maya}/suspend-filter-requests/${next!.ids[0]!.toLowerCase()}`)
    await screen.findByText(/^Maya requested a filter suspension/)
    await expect.poll(() => combobox('Extra monitoring').value).toBe(choice)
  })

  it('deny a suspension request', async () => {
    const app = await openMayasRequest()
    const log = logRequests()
    await app.user.click(button('Deny'))
    expect(await log.next('DecideFilterSuspensionRequest')).toEqual({ id: suspension.toUpperCase(), decision: { case: 'rejected' } })
    await screen.findByText('The filter suspension request has been rejected.')
    expect((await serverRead<{ status: string }>('GetSuspendFilterRequest', suspension)).status).toBe('rejected')
  })

  it('a request older than 2 hours asks the child to request again', async () => {
    await openApp(`/children/${leo}/suspend-filter-requests/${staleSuspension}`)
    await screen.findByText('This request is more than 2 hours old. Ask Leo to request a filter suspension again.')
    expect(screen.queryByRole('button', { name: 'Grant' })).toBeNull()
  })
})
