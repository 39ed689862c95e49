/**
 * Generators of block rules: any tree the API can hold (every kind, nested `both` and `unless`,
 * depth up to 5), and the six shapes the editor makes, with values as the editor saves them.
 */
import fc from 'fast-check'
import { type AddressRuleCase, type BlockRule, type TextRuleCase, addressRuleCases, textRuleCases } from '@domain/api/wire'

/** Hostname- and bundle-id-like values, with odd ones (spaces, quotes, unicode, empty) mixed in. */
export const arbValue = fc.oneof(
  fc.constantFrom('com.google.ios.youtube', 'reddit.com', '.bet', 'nflxvideo.net', 'shorts', 'com.zhiliaoapp.musically'),
  fc.stringMatching(/^[a-z0-9][a-z0-9.-]{0,20}$/),
  fc.string({ maxLength: 12 }),
)

/** A value as the editor saves it: trimmed, non-blank, on one line. */
export const arbEditorValue = arbValue.map((v) => v.replace(/[\r\n]/g, ' ').trim()).filter((v) => v !== '')

const arbText = (cases: readonly TextRuleCase[]) => fc.record({ case: fc.constantFrom(...cases), value: arbValue }) as fc.Arbitrary<BlockRule>

/** Any rule tree, nested `both` and `unless` included. */
export const arbRule: fc.Arbitrary<BlockRule> = fc.letrec<{ rule: BlockRule }>((tie) => ({
  rule: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    arbText(textRuleCases),
    fc.record({ case: fc.constant('flowTypeIs' as const), value: fc.constantFrom('browser' as const, 'socket' as const) }),
    fc.record({ case: fc.constant('both' as const), a: tie('rule'), b: tie('rule') }),
    fc.record({ case: fc.constant('unless' as const), rule: tie('rule'), negatedBy: fc.array(tie('rule'), { maxLength: 3 }) }),
  ),
})).rule

/** The depth of a rule tree (a single test is depth 1). */
export function depth(rule: BlockRule): number {
  switch (rule.case) {
    case 'both':
      return 1 + Math.max(depth(rule.a), depth(rule.b))
    case 'unless':
      return 1 + Math.max(depth(rule.rule), ...rule.negatedBy.map(depth))
    default:
      return 1
  }
}

/** A rule tree at least three levels deep. */
export const arbDeepRule: fc.Arbitrary<BlockRule> = fc
  .tuple(arbRule, arbRule, arbRule, fc.array(arbRule, { maxLength: 2 }))
  .map(([a, b, c, rest]): BlockRule => ({
    case: 'unless',
    rule: { case: 'both', a: { case: 'both', a, b }, b: c },
    negatedBy: rest,
  }))

/** Every text value (bundle ids, addresses) in a rule tree. */
export function valuesIn(rule: BlockRule): string[] {
  switch (rule.case) {
    case 'both':
      return [...valuesIn(rule.a), ...valuesIn(rule.b)]
    case 'unless':
      return [...valuesIn(rule.rule), ...rule.negatedBy.flatMap(valuesIn)]
    case 'flowTypeIs':
      return []
    default:
      return [rule.value]
  }
}

const arbAddressCase = fc.constantFrom<AddressRuleCase>(...addressRuleCases)
const browser = { case: 'flowTypeIs', value: 'browser' } as const

/** The six shapes the editor makes, in any address kind. */
export const arbEditorRule: fc.Arbitrary<BlockRule> = fc.oneof(
  arbEditorValue.map((value): BlockRule => ({ case: 'bundleIdContains', value })),
  fc.record({ case: arbAddressCase, value: arbEditorValue }) as fc.Arbitrary<BlockRule>,
  fc
    .tuple(arbEditorValue, arbAddressCase, arbEditorValue)
    .map(([app, c, value]): BlockRule => ({ case: 'both', a: { case: 'bundleIdContains', value: app }, b: { case: c, value } })),
  arbEditorValue.map((value): BlockRule => ({ case: 'both', a: { case: 'bundleIdContains', value }, b: browser })),
  fc.tuple(arbAddressCase, arbEditorValue).map(([c, value]): BlockRule => ({ case: 'both', a: { case: c, value }, b: browser })),
  fc.tuple(arbEditorValue, arbAddressCase, fc.array(arbEditorValue, { minLength: 1, maxLength: 4 })).map(([app, c, lines]): BlockRule => ({
    case: 'unless',
    rule: { case: 'bundleIdContains', value: app },
    negatedBy: lines.map((value) => ({ case: c, value })),
  })),
)
