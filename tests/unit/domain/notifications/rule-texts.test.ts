/**
 * Notification rules in words: what each trigger is called and when it fires, the messages of an
 * edit that cannot be saved, a rule as one sentence (also when its method was deleted), and the
 * account's own e-mail method recognised whatever its spacing.
 */
import { describe, expect, it } from 'vitest'
import { duplicateRuleMessage, methodDeletionBlock, missingMethodMessage, ruleSummary, triggerText } from '@domain/notifications/rules'
import { VerifiedNotificationMethod } from '@domain/api/wire'

const method = (n: number, config: VerifiedNotificationMethod['config']) =>
  VerifiedNotificationMethod.parse({ id: `0E000000-0000-4000-8000-${String(n).padStart(12, '0')}`, config })
const email = method(1, { case: 'email', email: 'grandma@example.com' })
const text = method(2, { case: 'text', phoneNumber: '+15555550123' })

describe('trigger texts', () => {
  it('name each trigger and say when it fires, in the product’s words', () => {
    expect(triggerText).toEqual({
      unlockRequestSubmitted: { label: 'Unlock requests', description: 'When a child asks you to unlock a website or an app' },
      suspendFilterRequestSubmitted: {
        label: 'Filter suspension requests',
        description: 'When a child asks you to suspend the filter for a while',
      },
      adminChildSecurityEvent: {
        label: 'Security events',
        description: 'When something that may weaken protection happens on a child’s Mac where they are an administrator',
      },
    })
  })

  it('an edit that cannot be saved says why', () => {
    expect(duplicateRuleMessage).toBe('You already get these notifications this way.')
    expect(missingMethodMessage).toBe('Choose how you want to be notified.')
  })
})

describe('ruleSummary', () => {
  it('says what the rule is about and where it goes, the method found by id in any case', () => {
    expect(ruleSummary({ trigger: 'unlockRequestSubmitted', methodId: email.id.toLowerCase() }, [text, email])).toBe(
      'Unlock requests to grandma@example.com',
    )
    expect(ruleSummary({ trigger: 'suspendFilterRequestSubmitted', methodId: text.id }, [email, text])).toBe(
      'Filter suspension requests to (555) 555-0123',
    )
  })

  it('names a method that is gone as deleted', () => {
    expect(ruleSummary({ trigger: 'adminChildSecurityEvent', methodId: text.id }, [email])).toBe('Security events to a deleted method')
    expect(ruleSummary({ trigger: 'adminChildSecurityEvent', methodId: text.id }, [])).toBe('Security events to a deleted method')
  })
})

describe('the account’s own e-mail method', () => {
  it('is recognised with spaces around the method’s address or the account’s', () => {
    expect(methodDeletionBlock(method(3, { case: 'email', email: ' Grandma@example.com ' }), [], 'grandma@example.com')).toEqual({
      reason: 'accountEmail',
    })
    expect(methodDeletionBlock(email, [], ' grandma@example.com ')).toEqual({ reason: 'accountEmail' })
    expect(methodDeletionBlock(email, [], 'grandpa@example.com')).toBeNull()
  })
})
