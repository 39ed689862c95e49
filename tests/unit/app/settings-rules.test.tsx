// @vitest-environment happy-dom
/**
 * Notification rules in Settings, and the deletions (moved from the end-to-end tests; their
 * accessibility checks stay there, in tests/e2e/settings.spec.ts): editing a rule then Cancel or
 * Save, a rule that would repeat another, a new rule, leaving while a save waits for its answer,
 * the methods that cannot be deleted and why, deletions after a confirmation, and a failed
 * deletion rolled back with an error toast.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { App } from '../support/app'
import { type Calls, methodsCard, openSettings, recordCalls, ruleItem, ruleItems, rulesCard, settingsShown } from './settings-support'

const editButton = (item: HTMLElement) => within(item).getByRole('button', { name: /^Edit/ })
const deleteButton = (item: HTMLElement) => within(item).getByRole('button', { name: /^Delete/ })
const field = (editor: HTMLElement, name: string) => within(editor).getByRole<HTMLSelectElement>('combobox', { name })
const editorNamed = (name: string) => within(rulesCard()).findByRole('form', { name })

/** Saves the rule in `editor` and waits for the server's answer: the list shows the rule at once, before the server has it. */
async function saveRule(app: App, calls: Calls, editor: HTMLElement) {
  const before = calls.answered(/^SaveNotification$/)
  await app.user.click(within(editor).getByRole('button', { name: 'Save' }))
  await expect.poll(() => calls.answered(/^SaveNotification$/)).toBe(before + 1)
}

describe('notification rules', () => {
  it('edit then Cancel puts the rule back; edit then Save keeps it after a reload', async () => {
    const app = await openSettings()
    const calls = recordCalls()
    expect(ruleItem('Unlock requests').textContent).toContain('demo@gatehouse.app')
    await app.user.click(editButton(ruleItem('Unlock requests')))
    let editor = await editorNamed('Edit notification')
    await expect.poll(() => document.activeElement === field(editor, 'Notify me about')).toBe(true)
    // Leo is a macOS administrator on his Mac, so security events are offered.
    expect(within(editor).getAllByRole('option', { name: 'Security events' })).toHaveLength(1)
    await app.user.selectOptions(field(editor, 'Send to'), 'Text message: (555) 555-0123')
    await app.user.click(within(editor).getByRole('button', { name: 'Cancel' }))
    await expect.poll(() => ruleItem('Unlock requests').textContent).toContain('demo@gatehouse.app')

    await app.user.click(editButton(ruleItem('Unlock requests')))
    editor = await editorNamed('Edit notification')
    await app.user.selectOptions(field(editor, 'Send to'), 'Text message: (555) 555-0123')
    await saveRule(app, calls, editor)
    expect(ruleItem('Unlock requests').textContent).toContain('(555) 555-0123')
    await app.reload()
    await settingsShown()
    expect(ruleItem('Unlock requests').textContent).toContain('(555) 555-0123')

    // The same trigger through the same method twice cannot be saved.
    await app.user.click(editButton(ruleItem('Filter suspension requests')))
    editor = await editorNamed('Edit notification')
    await app.user.selectOptions(field(editor, 'Notify me about'), 'unlockRequestSubmitted')
    expect((await within(editor).findByRole('alert')).textContent).toBe('You already get these notifications this way.')
    expect(within(editor).getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true)
  })

  it('a new notification starts with filter suspension requests and is kept', async () => {
    const app = await openSettings()
    const calls = recordCalls()
    await app.user.click(within(rulesCard()).getByRole('button', { name: 'Create notification' }))
    const editor = await editorNamed('New notification')
    expect(field(editor, 'Notify me about').value).toBe('suspendFilterRequestSubmitted')
    await app.user.selectOptions(field(editor, 'Notify me about'), 'adminChildSecurityEvent')
    await saveRule(app, calls, editor)
    expect(ruleItem('Security events').textContent).toContain('demo@gatehouse.app')
    await app.reload()
    await settingsShown()
    expect(ruleItem('Security events').textContent).toContain('demo@gatehouse.app')
  })

  it('leaving while a save waits for its answer asks first; after the answer it does not', async () => {
    const app = await openSettings()
    const calls = recordCalls()
    // The save's answer waits until the test lets it through.
    const release = calls.hold(/^SaveNotification$/)
    await app.user.click(within(rulesCard()).getByRole('button', { name: 'Create notification' }))
    const editor = await editorNamed('New notification')
    await app.user.selectOptions(field(editor, 'Notify me about'), 'adminChildSecurityEvent')
    await app.user.click(within(editor).getByRole('button', { name: 'Save' }))
    await expect.poll(() => ruleItems('Security events').length).toBe(1)
    expect(ruleItem('Security events').textContent).toContain('demo@gatehouse.app')

    // While the save is out, leaving asks first (the page cancels 'beforeunload': the browser
    // then asks "Leave site?"); once the answer came, the page leaves freely and the rule stayed.
    const leavingAsks = () => {
      const leaving = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(leaving)
      return leaving.defaultPrevented
    }
    expect(calls.answered(/^SaveNotification$/)).toBe(0)
    expect(leavingAsks()).toBe(true)
    release()
    await expect.poll(() => calls.answered(/^SaveNotification$/)).toBe(1)
    await expect.poll(leavingAsks).toBe(false)
    await app.reload()
    await settingsShown()
    expect(ruleItem('Security events').textContent).toContain('demo@gatehouse.app')
  })
})

describe('deleting', () => {
  it('methods in use or of the account address cannot be deleted, and say why; others are deleted after confirming', async () => {
    const app = await openSettings()
    const calls = recordCalls()
    const methods = methodsCard()
    expect(within(methods).queryAllByRole('button', { name: /^Delete/ })).toHaveLength(0)
    expect(within(methods).getAllByText('A notification uses this method. Delete that notification or change its method first.')).toHaveLength(2)

    // Delete the text message rule, after a confirmation.
    await app.user.click(deleteButton(ruleItem('Filter suspension requests')))
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete notification?' })
    expect(confirm.textContent).toContain('Are you sure you want to delete this notification? There is no undo.')
    await app.user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await expect.poll(() => screen.queryByRole('alertdialog', { name: 'Delete notification?' })).toBeNull()
    expect(ruleItems('Filter suspension requests')).toHaveLength(1)
    await app.user.click(deleteButton(ruleItem('Filter suspension requests')))
    const confirmAgain = await screen.findByRole('alertdialog', { name: 'Delete notification?' })
    await app.user.click(within(confirmAgain).getByRole('button', { name: 'Delete' }))
    await expect.poll(() => ruleItems('Filter suspension requests').length).toBe(0)

    // The text method is free now; the account's own e-mail stays, even unused.
    await app.user.click(deleteButton(ruleItem('Unlock requests')))
    const confirmLast = await screen.findByRole('alertdialog', { name: 'Delete notification?' })
    await app.user.click(within(confirmLast).getByRole('button', { name: 'Delete' }))
    await expect.poll(() => rulesCard().textContent).toContain('No notifications yet')
    expect(within(methodsCard()).getByText('This is your account’s e-mail address, so it stays.')).toBeTruthy()
    await app.user.click(within(methodsCard()).getByRole('button', { name: 'Delete Text message (555) 555-0123' }))
    const confirmMethod = await screen.findByRole('alertdialog', { name: 'Delete notification method?' })
    expect(confirmMethod.textContent).toContain('Are you sure you want to delete this notification method? There is no undo.')
    await app.user.click(within(confirmMethod).getByRole('button', { name: 'Delete' }))
    await expect.poll(() => within(methodsCard()).queryAllByText('(555) 555-0123', { exact: false }).length).toBe(0)
    // Each deletion shows before the server has it: reload once all three are answered.
    await expect.poll(() => calls.answered(/^DeleteEntity(_v2)?$/)).toBe(3)

    await app.reload()
    await settingsShown()
    expect(rulesCard().textContent).toContain('No notifications yet')
    expect(within(methodsCard()).queryAllByText('(555) 555-0123', { exact: false })).toHaveLength(0)
  })

  it('a failed deletion comes back with an error toast', async () => {
    const app = await openSettings()
    app.fake.control.setFaults({ errorRate: 1, operations: ['DeleteEntity'] })
    await app.user.click(deleteButton(ruleItem('Unlock requests')))
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete notification?' })
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await screen.findByText('Failed to delete notification')
    await expect.poll(() => ruleItems('Unlock requests').length).toBe(1)
  })
})
