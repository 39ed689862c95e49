/**
 * Notification rules: the triggers on
 * offer, a new rule's defaults, the edits that cannot be saved, the methods that cannot be
 * deleted, and the confirmation texts.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  defaultTrigger,
  deleteConfirmText,
  deleteConfirmTitle,
  duplicateRuleMessage,
  methodDeletionBlock,
  methodDeletionMessage,
  missingMethodMessage,
  newRuleEdit,
  ruleEditProblem,
  triggersOffered,
} from '@domain/notifications/rules'
import { AdminNotification, AdminNotificationTrigger, VerifiedNotificationMethod } from '@domain/api/wire'

const id = (n: number) => `0E000000-0000-4000-8000-${n.toString(16).toUpperCase().padStart(12, '0')}`
const ruleId = (n: number) => `0F000000-0000-4000-8000-${n.toString(16).toUpperCase().padStart(12, '0')}`
const method = (n: number, config: VerifiedNotificationMethod['config']) => VerifiedNotificationMethod.parse({ id: id(n), config })
const rule = (n: number, methodN: number, trigger: AdminNotificationTrigger) =>
  AdminNotification.parse({ id: ruleId(n), methodId: id(methodN), trigger })

const account = 'demo@gatehouse.app'
const emailMethod = method(1, { case: 'email', email: 'Demo@Gatehouse.app' })
const textMethod = method(2, { case: 'text', phoneNumber: '+15555550123' })
const otherEmail = method(3, { case: 'email', email: 'grandma@example.com' })
const slack = method(4, { case: 'slack', token: 'xoxb-1', channelName: '#family', channelId: 'C0FAM' })
const methods = [emailMethod, textMethod, otherEmail, slack]
const triggers = AdminNotificationTrigger.options

describe('triggers', () => {
  it('offers the security-event trigger only with an admin child, or to a rule that already has it', { tags: ['property'] }, () => {
    expect(triggersOffered(false)).toEqual(['suspendFilterRequestSubmitted', 'unlockRequestSubmitted'])
    expect(triggersOffered(true)).toContain('adminChildSecurityEvent')
    expect(triggersOffered(false, 'adminChildSecurityEvent')).toContain('adminChildSecurityEvent')
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.constantFrom(...triggers), { nil: undefined }), (admin, current) => {
        const offered = triggersOffered(admin, current)
        expect(offered).toContain('unlockRequestSubmitted')
        expect(offered).toContain('suspendFilterRequestSubmitted')
        expect(offered.includes('adminChildSecurityEvent')).toBe(admin || current === 'adminChildSecurityEvent')
        if (current) expect(offered).toContain(current)
      }),
    )
  })

  it('a new rule is about filter-suspension requests, through the first method or the one asked for', () => {
    expect(defaultTrigger).toBe('suspendFilterRequestSubmitted')
    expect(newRuleEdit(methods)).toEqual({ trigger: 'suspendFilterRequestSubmitted', methodId: emailMethod.id })
    expect(newRuleEdit(methods, slack.id.toLowerCase())).toEqual({ trigger: 'suspendFilterRequestSubmitted', methodId: slack.id })
    expect(newRuleEdit([])).toBeNull()
  })
})

describe('ruleEditProblem', () => {
  const rules = [rule(1, 1, 'unlockRequestSubmitted'), rule(2, 2, 'suspendFilterRequestSubmitted')]

  it('refuses the same trigger through the same method twice, but not the rule itself', () => {
    expect(ruleEditProblem({ trigger: 'unlockRequestSubmitted', methodId: emailMethod.id }, rules, methods)).toBe(duplicateRuleMessage)
    expect(ruleEditProblem({ trigger: 'unlockRequestSubmitted', methodId: emailMethod.id }, rules, methods, ruleId(1).toLowerCase())).toBeNull()
    expect(ruleEditProblem({ trigger: 'unlockRequestSubmitted', methodId: emailMethod.id }, rules, methods, ruleId(2))).toBe(duplicateRuleMessage)
    expect(ruleEditProblem({ trigger: 'unlockRequestSubmitted', methodId: textMethod.id }, rules, methods)).toBeNull()
  })

  it('needs one of the parent’s methods', () => {
    expect(ruleEditProblem({ trigger: 'unlockRequestSubmitted', methodId: id(99) }, rules, methods)).toBe(missingMethodMessage)
  })

  it('for any rules: a problem exactly when another rule has the pair, or the method is unknown', { tags: ['property'] }, () => {
    const arbRules = fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 5 }), fc.constantFrom(...triggers)), {
      selector: ([n]) => n,
      maxLength: 8,
    })
    fc.assert(
      fc.property(
        arbRules,
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(...triggers),
        fc.option(fc.integer({ min: 1, max: 30 })),
        (rs, m, t, editing) => {
          const list = rs.map(([n, mn, tr]) => rule(n, mn, tr))
          const problem = ruleEditProblem({ trigger: t, methodId: id(m) }, list, methods, editing === null ? undefined : ruleId(editing))
          const known = m <= methods.length
          const clash = rs.some(([n, mn, tr]) => n !== editing && mn === m && tr === t)
          expect(problem).toBe(!known ? missingMethodMessage : clash ? duplicateRuleMessage : null)
        },
      ),
    )
  })
})

describe('methodDeletionBlock', () => {
  it('blocks a method a notification uses, counting them', () => {
    const rules = [rule(1, 2, 'unlockRequestSubmitted'), rule(2, 2, 'suspendFilterRequestSubmitted')]
    expect(methodDeletionBlock(textMethod, rules, account)).toEqual({ reason: 'inUse', count: 2 })
    expect(methodDeletionMessage({ reason: 'inUse', count: 2 })).toMatch(/^2 notifications use this method/)
    expect(methodDeletionMessage({ reason: 'inUse', count: 1 })).toMatch(/^A notification uses this method/)
  })

  it('blocks the e-mail method of the account’s own address (any case), even unused', () => {
    expect(methodDeletionBlock(emailMethod, [], account)).toEqual({ reason: 'accountEmail' })
    expect(methodDeletionBlock(emailMethod, [], ' DEMO@gatehouse.app ')).toEqual({ reason: 'accountEmail' })
    expect(methodDeletionMessage({ reason: 'accountEmail' })).toContain('account’s e-mail address')
  })

  it('lets any other unused method go', () => {
    expect(methodDeletionBlock(otherEmail, [], account)).toBeNull()
    expect(methodDeletionBlock(slack, [rule(1, 1, 'unlockRequestSubmitted')], account)).toBeNull()
    // A text method whose number happens to look like the address is not an e-mail method.
    expect(methodDeletionBlock(method(9, { case: 'text', phoneNumber: account }), [], account)).toBeNull()
  })
})

describe('confirmation texts', () => {
  it('say the spec’s words for both things', () => {
    expect(deleteConfirmTitle('notification')).toBe('Delete notification?')
    expect(deleteConfirmText('notification')).toBe('Are you sure you want to delete this notification? There is no undo.')
    expect(deleteConfirmTitle('notification method')).toBe('Delete notification method?')
    expect(deleteConfirmText('notification method')).toBe('Are you sure you want to delete this notification method? There is no undo.')
  })
})
