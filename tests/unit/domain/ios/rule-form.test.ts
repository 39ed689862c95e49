/**
 * The block-rule editor's form: what choosing a kind or condition keeps, what keeps the form from
 * being saved, and which rules it can show (a rule it cannot show is listed read-only, never
 * silently changed on a re-save).
 */
import { describe, expect, it } from 'vitest'
import { emptyRuleForm, formToRule, ruleFormProblem, ruleToForm, withCondition, withKind } from '@domain/ios/rule-form'
import type { BlockRule } from '@domain/api/wire'

const app = { case: 'bundleIdContains', value: 'com.netflix.Netflix' } as const

describe('choosing a kind or condition', () => {
  it('choosing again what is already chosen keeps the address kind read from the server', () => {
    const address = ruleToForm({ case: 'hostnameEquals', value: 'www.roblox.com' })!
    expect(withKind(address, 'address')).toBe(address)
    expect(formToRule(withCondition(address, 'always'))).toEqual({ case: 'hostnameEquals', value: 'www.roblox.com' })
    const unless = ruleToForm({ case: 'unless', rule: app, negatedBy: [{ case: 'hostnameEndsWith', value: 'nflxvideo.net' }] })!
    expect(formToRule(withKind(unless, 'app'))).toEqual({
      case: 'unless',
      rule: app,
      negatedBy: [{ case: 'hostnameEndsWith', value: 'nflxvideo.net' }],
    })
  })
})

describe('what keeps the form from being saved', () => {
  it('asks for what is missing, in the words of the field', () => {
    expect(ruleFormProblem({ ...emptyRuleForm, kind: 'app', main: ' ' })).toBe('Enter an app bundle ID.')
    expect(ruleFormProblem({ ...emptyRuleForm, kind: 'address', main: '' })).toBe('Enter an address.')
    expect(ruleFormProblem({ ...emptyRuleForm, main: 'com.a', condition: 'whenAddressContains', secondary: '' })).toBe('Enter an address.')
  })

  it('saves the address of “when address contains” trimmed', () => {
    const form = { ...withCondition(emptyRuleForm, 'whenAddressContains'), main: 'com.a', secondary: '  reddit.com ' }
    expect(formToRule(form)).toEqual({
      case: 'both',
      a: { case: 'bundleIdContains', value: 'com.a' },
      b: { case: 'targetContains', value: 'reddit.com' },
    })
  })
})

describe('the rules the editor can show', () => {
  it('reads an app blocked on an address that merely contains the word “browser” as an address condition', () => {
    const rule: BlockRule = { case: 'both', a: app, b: { case: 'targetContains', value: 'browser' } }
    expect(ruleToForm(rule)).toMatchObject({ kind: 'app', condition: 'whenAddressContains', secondary: 'browser' })
  })

  it('cannot show “unless” exceptions that are not plain one-line addresses', () => {
    const exceptions: BlockRule[][] = [
      [{ case: 'targetContains', value: '' }],
      [{ case: 'targetContains', value: ' nflxvideo.net' }],
      [
        { case: 'targetContains', value: 'netflix.com' },
        { case: 'targetContains', value: 'a.com\nb.com' },
      ],
      [{ case: 'bundleIdContains', value: 'com.apple.tv' }],
    ]
    for (const negatedBy of exceptions) expect(ruleToForm({ case: 'unless', rule: app, negatedBy }), JSON.stringify(negatedBy)).toBeNull()
  })
})
