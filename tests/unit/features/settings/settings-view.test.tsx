// @vitest-environment happy-dom
/**
 * Settings from plain props: the account's e-mail and Change password; the plan with its badge
 * and the billing link (pressed, busy, failed; none when complimentary); methods, the ones that
 * cannot go saying why, the others deleted after a confirmation; rules edited in place (a change,
 * Save, Cancel, an edit that cannot be saved), created and deleted after a confirmation; no
 * methods and no rules; the add-method panel's intents; "One more step!"; loading; the failure
 * with Try again and Contact support.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import { emptyMethodFields } from '@domain/notifications/methods'
import { AdminNotification, VerifiedNotificationMethod } from '@domain/api/wire'
import type { AddMethodDraft, AddMethodPanel } from '../../../../src/features/settings/add-method-draft'
import type { BillingLinkControl } from '../../../../src/features/settings/PlanCard'
import { type Admin, SettingsView, type SettingsViewProps } from '../../../../src/features/settings/SettingsView'
import { byText, click, openDialog, render, typeInto, type Rendered } from '../home/render'

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

let shown: Rendered | undefined
afterEach(() => shown?.unmount())

const card = (container: HTMLElement, titleId: string) => container.querySelector<HTMLElement>(`[aria-labelledby="${titleId}"]`)!

async function choose(select: HTMLSelectElement, value: string) {
  await act(() => {
    select.value = value
    select.dispatchEvent(new Event('change', { bubbles: true }))
    return Promise.resolve()
  })
}

describe('Settings page', () => {
  it('the account, the plan, the methods (saying why one cannot go) and the rules', async () => {
    shown = await render(<SettingsView {...props()} />)
    const { container } = shown
    expect(byText(container, 'h1', 'Settings')).toBeTruthy()
    const address = card(container, 'account-title').querySelector<HTMLInputElement>('input[type="email"]')!
    expect([address.value, address.readOnly]).toEqual(['demo@gatehouse.app', true])
    expect(byText(container, 'a', 'Change password').getAttribute('href')).toBe('/reset-password')
    const plan = card(container, 'plan-title')
    expect(plan.querySelector('.plan-card__price')?.textContent).toBe('$5 per month')
    expect(plan.querySelector('.badge')?.textContent).toBe('trialing')
    const methods = [...card(container, 'methods-title').querySelectorAll('.method-item')]
    expect(methods.map((m) => m.querySelector('.method-line__address')?.textContent)).toEqual(['demo@gatehouse.app', '(555) 555-0123'])
    expect(methods[0]?.querySelector('.method-item__reason')?.textContent).toMatch(/^A notification uses this method/)
    expect(methods[1]?.querySelector('[aria-label^="Delete Text"]')).toBeTruthy()
    const rules = card(container, 'rules-title')
    expect(rules.querySelector('.rule-item__trigger')?.textContent).toBe('Unlock requests')
    expect(rules.querySelector('[aria-label="Edit Unlock requests to demo@gatehouse.app"]')).toBeTruthy()
  })

  it('the billing link: pressed, busy while it loads, and its failure', async () => {
    const p = props()
    shown = await render(<SettingsView {...p} />)
    await click(byText(shown.container, 'button', 'Start subscription...'))
    expect(p.billing.onOpen).toHaveBeenCalledTimes(1)
    shown.unmount()
    shown = await render(<SettingsView {...props({ billing: billing({ state: 'loading' }) })} />)
    const busy = byText(shown.container, '.billing-link button', /Loading link/)
    expect(busy.getAttribute('aria-disabled')).toBe('true')
    expect(shown.container.querySelector('.billing-link [role="status"]')?.textContent).toBe('Loading link...')
    shown.unmount()
    const error = { type: 'serverError', debugMessage: 'boom' } as const
    shown = await render(<SettingsView {...props({ billing: billing({ state: 'failed', error: error as never }) })} />)
    const alert = shown.container.querySelector('.billing-link [role="alert"]')!
    expect(alert.querySelector('strong')?.textContent).toBe('Failed to load')
    expect(alert.textContent).toContain('Press the button above to try again.')
    expect(byText(shown.container, '.billing-link button', 'Start subscription...')).toBeTruthy()
  })

  it('a complimentary account has no billing link; the demo says it has no portal', async () => {
    const complimentary = { ...account, subscriptionStatus: { case: 'complimentary' as const } }
    shown = await render(<SettingsView {...props({ admin: loaded(complimentary), demoPortal: true })} />)
    const plan = card(shown.container, 'plan-title')
    expect(plan.querySelector('.billing-link')).toBeNull()
    expect(plan.textContent).toContain('Your account is complimentary: there is nothing to pay.')
    expect(plan.textContent).toContain('The demo has no billing portal')
  })

  it('no methods and no rules: says where requests go until then, and no Create notification', async () => {
    const bare = { ...account, notifications: [], verifiedNotificationMethods: [] }
    const p = props({ admin: loaded(bare) })
    shown = await render(<SettingsView {...p} />)
    const { container } = shown
    expect(card(container, 'methods-title').textContent).toContain('No notification methods yet.')
    expect(card(container, 'rules-title').querySelector('.settings-empty')?.textContent).toBe(
      'No notifications yet. Until you create one, unlock and filter suspension requests are e-mailed to demo@gatehouse.app.',
    )
    expect(card(container, 'rules-title').textContent).toContain('Add a notification method first')
    expect(() => byText(container, 'button', 'Create notification')).toThrow()
    await click(byText(container, 'button', 'Add notification method'))
    expect(p.addMethod.open).toHaveBeenCalledTimes(1)
  })

  it('a method is deleted only after the confirmation', async () => {
    const p = props()
    shown = await render(<SettingsView {...p} />)
    const { container } = shown
    await click(container.querySelector<HTMLElement>('[aria-label="Delete Text message (555) 555-0123"]')!)
    const dialog = openDialog(container)
    expect(dialog.textContent).toContain('Delete notification method?')
    expect(dialog.querySelector('.confirm-delete__what')?.textContent).toBe('Text message: (555) 555-0123')
    await click(byText(dialog, 'button', 'Cancel'))
    expect(p.onDeleteMethod).not.toHaveBeenCalled()
    await click(container.querySelector<HTMLElement>('[aria-label="Delete Text message (555) 555-0123"]')!)
    await click(byText(openDialog(container), 'button', 'Delete'))
    expect(p.onDeleteMethod).toHaveBeenCalledWith(phone)
  })

  it('a rule: Edit and Create notification hand over, Delete asks first', async () => {
    const p = props()
    shown = await render(<SettingsView {...p} />)
    const { container } = shown
    await click(byText(container, 'button', 'Edit'))
    expect(p.onEdit).toHaveBeenCalledWith({ id: unlocks.id, edit: { trigger: 'unlockRequestSubmitted', methodId: email.id } })
    await click(byText(container, 'button', 'Create notification'))
    expect(p.onStartNew).toHaveBeenCalledTimes(1)
    await click(container.querySelector<HTMLElement>('[aria-label="Delete Unlock requests to demo@gatehouse.app"]')!)
    const dialog = openDialog(container)
    expect(dialog.textContent).toContain('Are you sure you want to delete this notification? There is no undo.')
    await click(byText(dialog, 'button', 'Delete'))
    expect(p.onDeleteRule).toHaveBeenCalledWith(unlocks)
  })

  it('a rule being edited: a change, Save and Cancel hand over; a duplicate cannot be saved', async () => {
    const editing = { id: unlocks.id, edit: { trigger: 'unlockRequestSubmitted' as const, methodId: email.id } }
    const p = props({ editing })
    shown = await render(<SettingsView {...p} />)
    const form = shown.container.querySelector<HTMLFormElement>('form[aria-label="Edit notification"]')!
    const [trigger, method] = [...form.querySelectorAll('select')]
    expect(document.activeElement).toBe(trigger)
    await choose(trigger!, 'suspendFilterRequestSubmitted')
    expect(p.onEdit).toHaveBeenLastCalledWith({ id: unlocks.id, edit: { trigger: 'suspendFilterRequestSubmitted', methodId: email.id } })
    await choose(method!, phone.id)
    expect(p.onEdit).toHaveBeenLastCalledWith({ id: unlocks.id, edit: { trigger: 'unlockRequestSubmitted', methodId: phone.id } })
    await click(byText(form, 'button', 'Save'))
    expect(p.onSave).toHaveBeenCalledWith(editing)
    await click(byText(form, 'button', 'Cancel'))
    expect(p.onEdit).toHaveBeenLastCalledWith(null)
    shown.unmount()
    const twin = { id: null, edit: editing.edit }
    const q = props({ editing: twin })
    shown = await render(<SettingsView {...q} />)
    const fresh = shown.container.querySelector<HTMLFormElement>('form[aria-label="New notification"]')!
    expect(fresh.querySelector('[role="alert"]')?.textContent).toBe('You already get these notifications this way.')
    expect(byText(fresh, 'button', 'Save').hasAttribute('disabled')).toBe(true)
    expect(() => byText(shown!.container, 'button', 'Create notification')).toThrow()
  })

  it('the add-method panel: typing, Send verification code and Cancel hand over; busy says so', async () => {
    const p = props({ addMethod: panel({ value: { ...closed, open: true } }) })
    shown = await render(<SettingsView {...p} />)
    const drawer = openDialog(shown.container)
    await typeInto(drawer.querySelector<HTMLInputElement>('input[type="email"]')!, 'leo@example.com')
    expect(p.addMethod.change).toHaveBeenCalledTimes(1)
    await click(byText(drawer, 'button', 'Send verification code'))
    expect(p.addMethod.send).toHaveBeenCalledTimes(1)
    await click(byText(drawer, 'button', 'Cancel'))
    expect(p.addMethod.close).toHaveBeenCalled()
    shown.unmount()
    const code = { ...closed, open: true, step: 'code' as const, methodId: phone.id, config: phone.config, code: '123456' }
    const q = props({ addMethod: panel({ value: code, busy: 'verifying' }) })
    shown = await render(<SettingsView {...q} />)
    const codeStep = openDialog(shown.container)
    expect(codeStep.textContent).toContain('We sent a 6-digit code to (555) 555-0123.')
    expect(byText(codeStep, 'button', /Verifying/).getAttribute('aria-disabled')).toBe('true')
  })

  it('One more step!: Create notification and Not now hand over', async () => {
    const p = props({ verified: { methodId: phone.id, config: phone.config } })
    shown = await render(<SettingsView {...p} />)
    const dialog = openDialog(shown.container)
    expect(dialog.textContent).toContain('One more step!')
    await click(byText(dialog, 'button', 'Create notification'))
    expect(p.onCreateForVerified).toHaveBeenCalledWith(phone.id)
    await click(byText(dialog, 'button', 'Not now'))
    expect(p.onCloseVerified).toHaveBeenCalledTimes(1)
  })

  it('loading, then a failure with Try again and Contact support', async () => {
    shown = await render(<SettingsView {...props({ admin: loaded(undefined) })} />)
    expect(shown.container.querySelector('[role="status"]')?.textContent).toBe('Loading settings…')
    shown.unmount()
    const admin = loaded(undefined, { type: 'serverError', debugMessage: 'boom' })
    shown = await render(<SettingsView {...props({ admin })} />)
    const { container } = shown
    expect(byText(container, '[role="alert"] h2', 'Uh-oh!')).toBeTruthy()
    await click(byText(container, 'button', 'Try again'))
    expect(admin.refetch).toHaveBeenCalledTimes(1)
    expect(byText(container, 'a', /Contact support/)).toBeTruthy()
  })
})
