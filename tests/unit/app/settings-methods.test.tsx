// @vitest-environment happy-dom
/**
 * Adding notification methods in Settings (moved from the end-to-end tests; their accessibility
 * checks stay there, in tests/e2e/settings.spec.ts, as does the page on a phone): e-mail, text
 * (normalised numbers, at home and abroad) and Slack methods verified with the code from the
 * outbox, the fields' messages, a refusing Slack and a wrong code that end no session, a reload
 * in the middle of verifying, and Cancel forgetting what was typed.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  expectStillLoggedIn,
  fill,
  methodItems,
  oneMoreStep,
  openPanel,
  openSettings,
  panel,
  panelAlert,
  panelField,
  queryOneMoreStep,
  queryPanel,
  recordCalls,
  ruleItems,
  rulesCard,
  sendCode,
  settingsShown,
  verify,
  waitForMessage,
} from './settings-support'

/** The panel is closed: not open, and nothing of it is offered. */
function expectPanelClosed() {
  expect(queryPanel()).toBeNull()
  expect(document.querySelector<HTMLDialogElement>('dialog.add-method')?.open).toBe(false)
}

const selected = (select: HTMLElement) => (select as HTMLSelectElement).selectedOptions[0]?.textContent

describe('adding notification methods', () => {
  it('an e-mail method, verified with the code from the outbox, then a notification for it', async () => {
    const app = await openSettings()
    const calls = recordCalls()
    await openPanel(app, 'E-mail')
    await fill(app, panelField('E-mail address'), 'grandma@example')
    await app.user.click(within(panel()).getByRole('button', { name: 'Send verification code' }))
    await within(panel()).findByText('Enter an e-mail address like name@example.com')
    await fill(app, panelField('E-mail address'), 'grandma@example.com')
    const code = await sendCode(app, 'grandma@example.com')
    expect(panel().textContent).toContain('We sent a 6-digit code to grandma@example.com')
    await verify(app, code)

    await screen.findByRole('dialog', { name: 'One more step!' })
    expectPanelClosed()
    await app.user.click(within(oneMoreStep()).getByRole('button', { name: 'Create notification' }))
    const editor = await within(rulesCard()).findByRole('form', { name: 'New notification' })
    expect(within(editor).getByRole<HTMLSelectElement>('combobox', { name: 'Notify me about' }).value).toBe('suspendFilterRequestSubmitted')
    expect(selected(within(editor).getByRole('combobox', { name: 'Send to' }))).toBe('E-mail: grandma@example.com')
    await app.user.click(within(editor).getByRole('button', { name: 'Save' }))
    const forGrandma = () => ruleItems('Filter suspension requests').filter((item) => item.textContent?.includes('grandma@example.com'))
    expect(forGrandma()).toHaveLength(1)
    // The list shows the rule before the server has it: reload once it answered.
    await expect.poll(() => calls.answered(/^SaveNotification$/)).toBe(1)

    await app.reload()
    await settingsShown()
    expect(methodItems('E-mail', 'grandma@example.com')).toHaveLength(1)
    expect(forGrandma()).toHaveLength(1)
  })

  it('a text method: the number is normalised, shown US style, and a reload keeps the code step', async () => {
    const app = await openSettings()
    await openPanel(app, 'Text message')
    await fill(app, panelField('Mobile phone number'), '12345')
    await app.user.click(within(panel()).getByRole('button', { name: 'Send verification code' }))
    await within(panel()).findByText(/Enter a phone number with 7 to 15 digits/)
    await fill(app, panelField('Mobile phone number'), '555.867.5309')
    await within(panel()).findByText('We’ll text (555) 867-5309.')
    const code = await sendCode(app, '+15558675309')

    await app.reload()
    await screen.findByRole('dialog', { name: 'Add a notification method' })
    expect(panel().textContent).toContain('We sent a 6-digit code to (555) 867-5309')
    await verify(app, code)
    await screen.findByRole('dialog', { name: 'One more step!' })
    await app.user.click(within(oneMoreStep()).getByRole('button', { name: 'Not now' }))
    await expect.poll(queryOneMoreStep).toBeNull()
    expect(methodItems('Text message', '(555) 867-5309')).toHaveLength(1)
    await app.reload()
    await settingsShown()
    expect(methodItems('Text message', '(555) 867-5309')).toHaveLength(1)
    expectPanelClosed()
  })

  it('a text method abroad: the trunk prefix after the country code is dropped before the code is sent', async () => {
    const app = await openSettings()
    const calls = recordCalls()
    await openPanel(app, 'Text message')
    await fill(app, panelField('Mobile phone number'), '+33 01 42 86 82 00')
    await within(panel()).findByText('We’ll text +33142868200.')
    await fill(app, panelField('Mobile phone number'), '+44 (0) 20 7946 0958')
    await within(panel()).findByText('We’ll text +442079460958.')
    const code = await sendCode(app, '+442079460958')
    const sent = calls.list.filter((c) => c.op === 'CreatePendingNotificationMethod')
    expect(sent).toHaveLength(1)
    expect(sent[0]!.body).toMatchObject({ case: 'text', phoneNumber: '+442079460958' })
    await verify(app, code)
    await screen.findByRole('dialog', { name: 'One more step!' })
    await app.user.click(within(oneMoreStep()).getByRole('button', { name: 'Not now' }))
    await expect.poll(() => methodItems('Text message', '+442079460958').length).toBe(1)
  })

  it('a Slack method: its rules, a Slack that refuses, then the code posted to the channel', async () => {
    const app = await openSettings()
    await openPanel(app, 'Slack')
    await app.user.click(within(panel()).getByRole('button', { name: 'Send verification code' }))
    await within(panel()).findByText('A bot token starts with xoxb-')
    expect(within(panel()).getByText('A channel name has at least 2 characters')).toBeTruthy()
    expect(within(panel()).getByText('A channel ID has at least 4 characters')).toBeTruthy()

    await fill(app, panelField('Bot token'), 'xoxb-fail-123')
    await fill(app, panelField('Channel name'), '#family')
    await fill(app, panelField('Channel ID'), 'C0FAMILY')
    await app.user.click(within(panel()).getByRole('button', { name: 'Send verification code' }))
    await expect.poll(() => panelAlert()?.textContent ?? '').toContain('Slack didn’t accept the verification message')
    // Slack's refusal is a 401, but not the session's end.
    expectStillLoggedIn(app)
    expect(panelField('Bot token').value).toBe('xoxb-fail-123')

    await fill(app, panelField('Bot token'), 'xoxb-1234-family')
    const code = await sendCode(app, '#family')
    await verify(app, code)
    await screen.findByRole('dialog', { name: 'One more step!' })
    await app.user.click(within(oneMoreStep()).getByRole('button', { name: 'Not now' }))
    await app.reload()
    await settingsShown()
    expect(methodItems('Slack', '#family')).toHaveLength(1)
  })

  it('a wrong code is refused and used up; a new code works', async () => {
    const app = await openSettings()
    await openPanel(app, 'E-mail')
    await fill(app, panelField('E-mail address'), 'aunt@example.com')
    const code = await sendCode(app, 'aunt@example.com')
    await verify(app, code === '999999' ? '100000' : String(Number(code) + 1))
    await expect.poll(() => panelAlert()?.textContent ?? '').toContain('That code isn’t right, or it has expired')
    // The wrong code is a 401, but not the session's end.
    expectStillLoggedIn(app)
    expect(panelField('Verification code').disabled).toBe(true)
    expect(within(panel()).getByRole<HTMLButtonElement>('button', { name: 'Verify code' }).disabled).toBe(true)

    await app.user.click(within(panel()).getByRole('button', { name: 'Send a new code' }))
    const fresh = (await waitForMessage(app, (m) => m.to === 'aunt@example.com' && m.code !== code)).code ?? ''
    await within(panel()).findByText('We sent a new code. Enter the newest one.')
    await verify(app, fresh)
    await screen.findByRole('dialog', { name: 'One more step!' })
    await app.user.click(within(oneMoreStep()).getByRole('button', { name: 'Not now' }))
    await expect.poll(() => methodItems('E-mail', 'aunt@example.com').length).toBe(1)
  })

  it('Cancel closes the panel and forgets what was typed', async () => {
    const app = await openSettings()
    await openPanel(app, 'E-mail')
    await fill(app, panelField('E-mail address'), 'someone@example.com')
    await app.user.click(within(panel()).getByRole('button', { name: 'Cancel' }))
    expectPanelClosed()
    await app.reload()
    await settingsShown()
    expectPanelClosed()
    await openPanel(app, 'E-mail')
    expect(panelField('E-mail address').value).toBe('')
  })
})
