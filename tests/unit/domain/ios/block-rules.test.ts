/**
 * Block rules: the wire schema (both `flowTypeIs` encodings), the editor's round trips, and the
 * plain-language description of any rule tree.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { describeRule, ruleRow } from '@domain/ios/describe-rule'
import { type RuleForm, emptyRuleForm, formToRule, ruleFormProblem, ruleToForm, withCondition, withKind } from '@domain/ios/rule-form'
import { BlockRule, addressRuleCases } from '@domain/api/wire'
import { arbDeepRule, arbEditorRule, arbEditorValue, arbRule, depth, valuesIn } from './rule-arbitraries'

/** The keyed encoding of flow types that a server with synthesised coders may send. */
function keyedFlowTypes(rule: BlockRule): unknown {
  switch (rule.case) {
    case 'flowTypeIs':
      return { case: 'flowTypeIs', value: { [rule.value]: {} } }
    case 'both':
      return { case: 'both', a: keyedFlowTypes(rule.a), b: keyedFlowTypes(rule.b) }
    case 'unless':
      return { case: 'unless', rule: keyedFlowTypes(rule.rule), negatedBy: rule.negatedBy.map(keyedFlowTypes) }
    default:
      return rule
  }
}

describe('the block-rule schema', () => {
  it('reads back any rule tree sent as JSON, three or more levels deep', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbDeepRule, (rule) => {
        expect(depth(rule)).toBeGreaterThanOrEqual(3)
        expect(BlockRule.parse(JSON.parse(JSON.stringify(rule)))).toEqual(rule)
      }),
    )
  })

  it('reads the keyed flow-type encoding as the bare string, at any depth', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbDeepRule, (rule) => {
        expect(BlockRule.parse(JSON.parse(JSON.stringify(keyedFlowTypes(rule))))).toEqual(rule)
      }),
    )
    expect(BlockRule.parse({ case: 'flowTypeIs', value: { socket: {} } })).toEqual({ case: 'flowTypeIs', value: 'socket' })
  })

  it('refuses unknown kinds, unknown flow types and missing parts', () => {
    for (const bad of [
      { case: 'appIs', value: 'x' },
      { case: 'flowTypeIs', value: 'other' },
      { case: 'flowTypeIs', value: { other: {} } },
      { case: 'both', a: { case: 'urlContains', value: 'x' } },
      { case: 'unless', rule: { case: 'urlContains', value: 'x' } },
      { case: 'unless', rule: { case: 'urlContains', value: 'x' }, negatedBy: [{ case: 'nope', value: 'y' }] },
      { case: 'hostnameEquals' },
    ]) {
      expect(BlockRule.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })
})

describe('the editor’s round trips', () => {
  it('rule → form → rule gives back every rule the editor can make, address kinds kept', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbEditorRule, (rule) => {
        const form = ruleToForm(rule)
        expect(form).not.toBeNull()
        expect(ruleFormProblem(form!)).toBeNull()
        expect(formToRule(form!)).toEqual(rule)
      }),
    )
  })

  it('form → rule → form gives back the form, with values trimmed and blank lines dropped', { tags: ['property'] }, () => {
    const arbForm = fc
      .record({
        kind: fc.constantFrom('app' as const, 'address' as const),
        condition: fc.constantFrom('always' as const, 'whenAddressContains' as const, 'unlessAddressContains' as const, 'whenIsBrowser' as const),
        main: arbEditorValue.map((v) => ` ${v} `),
        lines: fc.array(arbEditorValue, { minLength: 1, maxLength: 4 }),
      })
      .map(({ kind, condition, main, lines }): RuleForm => {
        const base = withCondition(withKind(emptyRuleForm, kind), condition)
        const secondary = base.condition === 'unlessAddressContains' ? ['', ...lines, '  '].join('\n') : lines[0]!
        return { ...base, main, secondary: base.condition === 'always' || base.condition === 'whenIsBrowser' ? '' : secondary }
      })
    fc.assert(
      fc.property(arbForm, (form) => {
        const back = ruleToForm(formToRule(form))
        expect(back).toEqual({
          ...form,
          main: form.main.trim(),
          secondary: form.secondary
            .split('\n')
            .map((l) => l.trim())
            .filter((l) => l !== '')
            .join('\n'),
        })
      }),
    )
  })

  it('any rule tree either has a form that saves as exactly that rule, or is listed as Other', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbRule, (rule) => {
        const form = ruleToForm(rule)
        if (form === null) expect(ruleRow(rule).label).toBe('Other')
        else if (valuesIn(rule).every((v) => v === v.trim() && v !== '')) expect(formToRule(form)).toEqual(rule)
      }),
    )
  })

  it('cannot show nesting, lone flow types, socket traffic or mixed exceptions', () => {
    const app = { case: 'bundleIdContains', value: 'com.a' } as const
    for (const rule of [
      { case: 'flowTypeIs', value: 'browser' },
      { case: 'both', a: app, b: { case: 'flowTypeIs', value: 'socket' } },
      { case: 'both', a: app, b: { case: 'both', a: app, b: app } },
      { case: 'unless', rule: app, negatedBy: [] },
      { case: 'unless', rule: { case: 'targetContains', value: 'x' }, negatedBy: [{ case: 'targetContains', value: 'y' }] },
      {
        case: 'unless',
        rule: app,
        negatedBy: [
          { case: 'targetContains', value: 'y' },
          { case: 'hostnameEquals', value: 'z' },
        ],
      },
    ] as const satisfies readonly BlockRule[]) {
      expect(ruleToForm(rule), JSON.stringify(rule)).toBeNull()
      expect(ruleRow(rule)).toMatchObject({ kind: 'other', label: 'Other', main: rule.case })
    }
  })

  it('keeps an address rule’s own kind until the parent changes kind or condition', () => {
    for (const c of addressRuleCases) {
      const form = ruleToForm({ case: c, value: 'example.com' })!
      expect(formToRule(form)).toEqual({ case: c, value: 'example.com' })
      const browserOnly = withCondition(form, 'whenIsBrowser')
      expect(formToRule(browserOnly)).toEqual({
        case: 'both',
        a: { case: 'targetContains', value: 'example.com' },
        b: { case: 'flowTypeIs', value: 'browser' },
      })
    }
  })

  it('switching to Address from an address condition falls back to “always”', () => {
    const form = withKind({ ...emptyRuleForm, condition: 'unlessAddressContains', main: 'reddit.com', secondary: 'a.com' }, 'address')
    expect(form.condition).toBe('always')
    expect(formToRule(form)).toEqual({ case: 'targetContains', value: 'reddit.com' })
    expect(withKind({ ...emptyRuleForm, condition: 'whenIsBrowser' }, 'address').condition).toBe('whenIsBrowser')
  })

  it('needs a main value, and an address for the two address conditions', () => {
    expect(ruleFormProblem({ ...emptyRuleForm, main: '  ' })).not.toBeNull()
    expect(ruleFormProblem({ ...emptyRuleForm, main: 'com.a' })).toBeNull()
    expect(ruleFormProblem({ ...emptyRuleForm, main: 'com.a', condition: 'whenAddressContains', secondary: ' ' })).not.toBeNull()
    expect(ruleFormProblem({ ...emptyRuleForm, main: 'com.a', condition: 'unlessAddressContains', secondary: '\n \n' })).not.toBeNull()
    expect(ruleFormProblem({ ...emptyRuleForm, main: 'com.a', condition: 'unlessAddressContains', secondary: '\nb.com' })).toBeNull()
  })
})

describe('describing a rule', () => {
  it('is never empty and names every bundle id and address of the tree', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.oneof(arbRule, arbDeepRule), (rule) => {
        const text = describeRule(rule)
        expect(text.trim().length).toBeGreaterThan('Blocks .'.length)
        for (const value of valuesIn(rule)) expect(text).toContain(`“${value}”`)
      }),
    )
  })

  it('says what an editor rule does', () => {
    expect(
      describeRule({
        case: 'unless',
        rule: { case: 'bundleIdContains', value: 'com.netflix.Netflix' },
        negatedBy: [
          { case: 'targetContains', value: 'nflxvideo.net' },
          { case: 'targetContains', value: 'netflix.com' },
        ],
      }),
    ).toBe(
      'Blocks (apps whose bundle ID contains “com.netflix.Netflix”) except (addresses containing “nflxvideo.net”) or (addresses containing “netflix.com”).',
    )
    expect(describeRule({ case: 'hostnameEndsWith', value: '.bet' })).toBe('Blocks hostnames ending in “.bet”.')
  })
})
