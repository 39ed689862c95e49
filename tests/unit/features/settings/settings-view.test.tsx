// @vitest-environment happy-dom
/**
 * Settings from plain props: the account's e-mail and Change password; the plan with its badge
 * and the billing link (pressed, busy, failed; none when complimentary); methods, the ones that
 * cannot go saying why, the others deleted after a confirmation; rules edited in place (a change,
 * Save, Cancel, an edit that cannot be saved), created and deleted after a confirmation; no
 * methods and no rules; the add-method panel's intents; "One more step!"; loading; the failure
 * with Try again and Contact support.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { emptyMethodFields } from '@domain/notifications/methods'
import { AdminNotification, VerifiedNotificationMethod } from '@domain/api/wire'
import type { AddMethodDraft, AddMethodPanel } from '../../../../src/features/settings/add-method-draft'
import type { BillingLinkControl } from '../../../../src/features/settings/PlanCard'
import { type Admin, SettingsView, type SettingsViewProps } from '../../../../src/features/settings/SettingsView'
import { renderInRouter, wholeText } from '../../support/render'

const email = VerifiedNotificationMethod.parse({ id: '0E000000-0000-4000-8000-000000000001', config: { case: 'email', email: 'demo@gatehouse.app' } })
const phone = VerifiedNotificationMethod.parse({ id: '0E000000-0000-4000-8000-000000000002', config: { case: 'text', phoneNumber: '+15555550123' } })
const unlocks = AdminNotification.parse({ id: '0F000000-0000-4000-8000-000000000001', methodId: email.id, trigger: 'unlockRequestSubmitted' })
const account: Admin = {
  id: 'A0000000-0000-4000-8000-000000000001' as Admin['id'],
  email: 'demo@gatehouse.app',
  subscriptionStatus: { case: 'trialing', daysLeft: 20 },
  notifications: [unlocks],
  verifiedNotificationMethods: [email, phone],
  hasAdminChild: false,
  monthlyPriceInDollars: 5,
}
const loaded = (data: Admin | undefined, error?: unknown) => ({ data, error: error as never, refetch: vi.fn(() => Promise.resolve()) })
const closed: AddMethodDraft = { ...emptyMethodFields, open: false, step: 'details', methodId: null, config: null, code: '' }

function panel(overrides: Partial<AddMethodPanel> = {}): AddMethodPanel {
  return {
    value: closed,
    normalizePhone: null,
    busy: null,
    message: null,
    notice: null,
    fieldErrors: {},
    open: vi.fn(),
    close: vi.fn(),
    change: vi.fn(),
    send: vi.fn(() => Promise.resolve('sent' as const)),
    resend: vi.fn(() => Promise.resolve(true)),
    backToDetails: vi.fn(),
    verify: vi.fn(() => Promise.resolve(true)),
    ...overrides,
  }
}
const billing = (overrides: Partial<BillingLinkControl> = {}): BillingLinkControl => ({ state: 'idle', error: null, onOpen: vi.fn(), ...overrides })

function props(overrides: Partial<SettingsViewProps> = {}): SettingsViewProps {
  return {
    admin: loaded(account),
    demoPortal: false,
    billing: billing(),
    addMethod: panel(),
    editing: null,
    verified: null,
    onEdit: vi.fn(),
    onSave: vi.fn(),
    onStartNew: vi.fn(),
    onDeleteRule: vi.fn(),
    onDeleteMethod: vi.fn(),
    onCloseVerified: vi.fn(),
    onCreateForVerified: vi.fn(),
    ...overrides,
  }
}

const region = (name: string) => screen.getByRole('region', { name })
/** The open dialog, drawer or confirmation named `name`. */
const dialogNamed = (name: string | RegExp) => screen.queryByRole('dialog', { name }) ?? screen.getByRole('alertdialog', { name })

describe('Settings page', () => {
  it('the account, the plan, the methods (saying why one cannot go) and the rules', async () => {
    await renderInRouter(<SettingsView {...props()} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy()
    const address = within(region('Account')).getByRole<HTMLInputElement>('textbox', { name: /^E-mail/ })
    expect([address.value, address.readOnly]).toEqual(['demo@gatehouse.app', true])
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe('/reset-password')
    const plan = region('Basic plan')
    expect(within(plan).getByText(wholeText('$5 per month'))).toBeTruthy()
    expect(within(plan).getByText('trialing')).toBeTruthy()
    const methods = within(screen.getByRole('list', { name: 'Notification methods' })).getAllByRole('listitem')
    expect(methods.map((m) => within(m).getByText(/^(demo@gatehouse\.app|\(555\) 555-0123)$/).textContent)).toEqual([
      'demo@gatehouse.app',
      '(555) 555-0123',
    ])
    expect(within(methods[0]!).getByText(/^A notification uses this method/)).toBeTruthy()
    expect(within(methods[0]!).queryByRole('button', { name: /^Delete / })).toBeNull()
    expect(within(methods[1]!).getByRole('button', { name: /^Delete Text/ })).toBeTruthy()
    const rules = screen.getByRole('list', { name: 'Notifications' })
    expect(within(rules).getByText('Unlock requests')).toBeTruthy()
    expect(within(rules).getByRole('button', { name: 'Edit Unlock requests to demo@gatehouse.app' })).toBeTruthy()
  })

  it('the billing link: pressed, busy while it loads, and its failure', async () => {
    const user = userEvent.setup()
    const p = props()
    const idle = await renderInRouter(<SettingsView {...p} />)
    await user.click(screen.getByRole('button', { name: 'Start subscription...' }))
    expect(p.billing.onOpen).toHaveBeenCalledTimes(1)
    idle.unmount()
    const loading = await renderInRouter(<SettingsView {...props({ billing: billing({ state: 'loading' }) })} />)
    const plan = region('Basic plan')
    expect(
      within(plan)
        .getByRole('button', { name: /Loading link/ })
        .getAttribute('aria-disabled'),
    ).toBe('true')
    expect(within(plan).getByRole('status').textContent).toBe('Loading link...')
    loading.unmount()
    const error = { type: 'serverError', debugMessage: 'boom' } as const
    await renderInRouter(<SettingsView {...props({ billing: billing({ state: 'failed', error: error as never }) })} />)
    const alert = within(region('Basic plan')).getByRole('alert')
    expect(within(alert).getByText('Failed to load').tagName).toBe('STRONG')
    expect(alert.textContent).toContain('Press the button above to try again.')
    expect(within(region('Basic plan')).getByRole('button', { name: 'Start subscription...' })).toBeTruthy()
  })

  it('a complimentary account has no billing link; the demo says it has no portal', async () => {
    const complimentary = { ...account, subscriptionStatus: { case: 'complimentary' as const } }
    await renderInRouter(<SettingsView {...props({ admin: loaded(complimentary), demoPortal: true })} />)
    const plan = region('Basic plan')
    expect(within(plan).queryByRole('button')).toBeNull()
    expect(plan.textContent).toContain('Your account is complimentary: there is nothing to pay.')
    expect(plan.textContent).toContain('The demo has no billing portal')
  })

  it('no methods and no rules: says where requests go until then, and no Create notification', async () => {
    const user = userEvent.setup()
    const bare = { ...account, notifications: [], verifiedNotificationMethods: [] }
    const p = props({ admin: loaded(bare) })
    await renderInRouter(<SettingsView {...p} />)
    expect(within(region('Notification methods')).getByText('No notification methods yet.')).toBeTruthy()
    const rules = region('Notifications')
    expect(
      within(rules).getByText(
        wholeText('No notifications yet. Until you create one, unlock and filter suspension requests are e-mailed to demo@gatehouse.app.'),
      ),
    ).toBeTruthy()
    expect(rules.textContent).toContain('Add a notification method first')
    expect(screen.queryByRole('button', { name: 'Create notification' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Add notification method' }))
    expect(p.addMethod.open).toHaveBeenCalledTimes(1)
  })

  it('a method is deleted only after the confirmation', async () => {
    const user = userEvent.setup()
    const p = props()
    await renderInRouter(<SettingsView {...p} />)
    await user.click(screen.getByRole('button', { name: 'Delete Text message (555) 555-0123' }))
    const dialog = dialogNamed('Delete notification method?')
    expect(within(dialog).getByText('Text message: (555) 555-0123')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(p.onDeleteMethod).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Delete Text message (555) 555-0123' }))
    await user.click(within(dialogNamed('Delete notification method?')).getByRole('button', { name: 'Delete' }))
    expect(p.onDeleteMethod).toHaveBeenCalledWith(phone)
  })

  it('a rule: Edit and Create notification hand over, Delete asks first', async () => {
    const user = userEvent.setup()
    const p = props()
    await renderInRouter(<SettingsView {...p} />)
    await user.click(screen.getByRole('button', { name: 'Edit Unlock requests to demo@gatehouse.app' }))
    expect(p.onEdit).toHaveBeenCalledWith({ id: unlocks.id, edit: { trigger: 'unlockRequestSubmitted', methodId: email.id } })
    await user.click(screen.getByRole('button', { name: 'Create notification' }))
    expect(p.onStartNew).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: 'Delete Unlock requests to demo@gatehouse.app' }))
    const dialog = dialogNamed(/Delete notification\?/)
    expect(dialog.textContent).toContain('Are you sure you want to delete this notification? There is no undo.')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(p.onDeleteRule).toHaveBeenCalledWith(unlocks)
  })

  it('a rule being edited: a change, Save and Cancel hand over; a duplicate cannot be saved', async () => {
    const user = userEvent.setup()
    const editing = { id: unlocks.id, edit: { trigger: 'unlockRequestSubmitted' as const, methodId: email.id } }
    const p = props({ editing })
    const first = await renderInRouter(<SettingsView {...p} />)
    const form = screen.getByRole('form', { name: 'Edit notification' })
    const trigger = within(form).getByRole('combobox', { name: 'Notify me about' })
    expect(document.activeElement).toBe(trigger)
    await user.selectOptions(trigger, 'suspendFilterRequestSubmitted')
    expect(p.onEdit).toHaveBeenLastCalledWith({ id: unlocks.id, edit: { trigger: 'suspendFilterRequestSubmitted', methodId: email.id } })
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Send to' }), phone.id)
    expect(p.onEdit).toHaveBeenLastCalledWith({ id: unlocks.id, edit: { trigger: 'unlockRequestSubmitted', methodId: phone.id } })
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(p.onSave).toHaveBeenCalledWith(editing)
    await user.click(within(form).getByRole('button', { name: 'Cancel' }))
    expect(p.onEdit).toHaveBeenLastCalledWith(null)
    first.unmount()
    const twin = { id: null, edit: editing.edit }
    const q = props({ editing: twin })
    await renderInRouter(<SettingsView {...q} />)
    const fresh = screen.getByRole('form', { name: 'New notification' })
    expect(within(fresh).getByRole('alert').textContent).toBe('You already get these notifications this way.')
    expect(within(fresh).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true)
    expect(screen.queryByRole('button', { name: 'Create notification' })).toBeNull()
  })

  it('the add-method panel: typing, Send verification code and Cancel hand over; busy says so', async () => {
    const user = userEvent.setup()
    const p = props({ addMethod: panel({ value: { ...closed, open: true } }) })
    const details = await renderInRouter(<SettingsView {...p} />)
    const drawer = dialogNamed('Add a notification method')
    await user.click(within(drawer).getByRole('textbox', { name: /mail/i }))
    await user.paste('leo@example.com')
    expect(p.addMethod.change).toHaveBeenCalledTimes(1)
    await user.click(within(drawer).getByRole('button', { name: 'Send verification code' }))
    expect(p.addMethod.send).toHaveBeenCalledTimes(1)
    await user.click(within(drawer).getByRole('button', { name: 'Cancel' }))
    expect(p.addMethod.close).toHaveBeenCalled()
    details.unmount()
    const code = { ...closed, open: true, step: 'code' as const, methodId: phone.id, config: phone.config, code: '123456' }
    const q = props({ addMethod: panel({ value: code, busy: 'verifying' }) })
    await renderInRouter(<SettingsView {...q} />)
    const codeStep = dialogNamed('Add a notification method')
    expect(codeStep.textContent).toContain('We sent a 6-digit code to (555) 555-0123.')
    expect(
      within(codeStep)
        .getByRole('button', { name: /Verifying/ })
        .getAttribute('aria-disabled'),
    ).toBe('true')
  })

  it('One more step!: Create notification and Not now hand over', async () => {
    const user = userEvent.setup()
    const p = props({ verified: { methodId: phone.id, config: phone.config } })
    await renderInRouter(<SettingsView {...p} />)
    const dialog = dialogNamed('One more step!')
    await user.click(within(dialog).getByRole('button', { name: 'Create notification' }))
    expect(p.onCreateForVerified).toHaveBeenCalledWith(phone.id)
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }))
    expect(p.onCloseVerified).toHaveBeenCalledTimes(1)
  })

  it('loading, then a failure with Try again and Contact support', async () => {
    const user = userEvent.setup()
    const loading = await renderInRouter(<SettingsView {...props({ admin: loaded(undefined) })} />)
    expect(screen.getByRole('status').textContent).toBe('Loading settings…')
    loading.unmount()
    const admin = loaded(undefined, { type: 'serverError', debugMessage: 'boom' })
    await renderInRouter(<SettingsView {...props({ admin })} />)
    const alert = screen.getByRole('alert')
    expect(within(alert).getByRole('heading', { level: 2, name: 'Uh-oh!' })).toBeTruthy()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(admin.refetch).toHaveBeenCalledTimes(1)
    expect(within(alert).getByRole('link', { name: /Contact support/ })).toBeTruthy()
  })
})
