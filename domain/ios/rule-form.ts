/**
 * The block-rule editor's form and its mapping to and from wire rules.
 *
 * The editor offers two kinds (an app, an address) and four conditions; each pair it allows
 * saves as one rule:
 *
 * | kind    | condition             | rule                                                   |
 * |---------|-----------------------|--------------------------------------------------------|
 * | app     | always ("completely") | bundleIdContains(main)                                 |
 * | app     | whenAddressContains   | both(bundleIdContains(main), address(secondary))       |
 * | app     | unlessAddressContains | unless(bundleIdContains(main), address(line) per line) |
 * | app     | whenIsBrowser         | both(bundleIdContains(main), flowTypeIs browser)       |
 * | address | always                | address(main)                                          |
 * | address | whenIsBrowser         | both(address(main), flowTypeIs browser)                |
 *
 * "address(…)" is `targetContains` for a new rule; a rule read from the server keeps its own
 * address kind (`hostnameEquals`, …) as long as the parent changes neither kind nor condition,
 * so re-saving never silently broadens it. Values are trimmed; blank "unless" lines are dropped.
 * Every other rule (lone flow types, `socket`, other combinations, deeper nesting, "unless"
 * exceptions of mixed kinds) has no form (`ruleToForm` answers null): the page lists it
 * read-only.
 */
import { type AddressRuleCase, type BlockRule, type TextRuleCase, addressRuleCases } from '../api/wire/ios'

export type RuleKind = 'app' | 'address'
export type RuleCondition = 'always' | 'whenAddressContains' | 'unlessAddressContains' | 'whenIsBrowser'

export interface RuleForm {
  readonly kind: RuleKind
  readonly condition: RuleCondition
  /** The bundle id (app) or the address text (address). */
  readonly main: string
  /** The address for "when address contains"; one address per line for "unless address contains". */
  readonly secondary: string
  /** The address kind of `main` (address rules) as read from the server. */
  readonly mainCase: AddressRuleCase
  /** The address kind of `secondary` (app rules with an address condition) as read from the server. */
  readonly secondaryCase: AddressRuleCase
}

/** The conditions each kind offers, in the editor's order. */
export const conditionsOf: { readonly [K in RuleKind]: readonly RuleCondition[] } = {
  app: ['always', 'whenAddressContains', 'unlessAddressContains', 'whenIsBrowser'],
  address: ['always', 'whenIsBrowser'],
}

/** A new rule: an app, blocked completely, nothing typed yet. */
export const emptyRuleForm: RuleForm = {
  kind: 'app',
  condition: 'always',
  main: '',
  secondary: '',
  mainCase: 'targetContains',
  secondaryCase: 'targetContains',
}

/** Choosing a kind: a condition the kind does not offer becomes "always"; address kinds start over. */
export function withKind(form: RuleForm, kind: RuleKind): RuleForm {
  if (kind === form.kind) return form
  const condition = conditionsOf[kind].includes(form.condition) ? form.condition : 'always'
  return { ...form, kind, condition, mainCase: 'targetContains', secondaryCase: 'targetContains' }
}

/** Choosing a condition (one the kind offers): the address kinds start over. */
export function withCondition(form: RuleForm, condition: RuleCondition): RuleForm {
  if (condition === form.condition || !conditionsOf[form.kind].includes(condition)) return form
  return { ...form, condition, mainCase: 'targetContains', secondaryCase: 'targetContains' }
}

/** The trimmed, non-blank lines of an "unless" list. */
export const addressLines = (text: string): string[] =>
  text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')

const needsSecondary = (condition: RuleCondition): boolean => condition === 'whenAddressContains' || condition === 'unlessAddressContains'

/** What keeps the form from being saved, or null: a blank main value, a blank needed address. */
export function ruleFormProblem(form: RuleForm): string | null {
  if (form.main.trim() === '') return form.kind === 'app' ? 'Enter an app bundle ID.' : 'Enter an address.'
  if (needsSecondary(form.condition) && addressLines(form.secondary).length === 0) return 'Enter an address.'
  return null
}

const browser: BlockRule = { case: 'flowTypeIs', value: 'browser' }

/** The rule a form saves as (see the table above). Check `ruleFormProblem` first. */
export function formToRule(form: RuleForm): BlockRule {
  const main = form.main.trim()
  if (form.kind === 'address') {
    const address: BlockRule = { case: form.mainCase, value: main }
    return form.condition === 'whenIsBrowser' ? { case: 'both', a: address, b: browser } : address
  }
  const app: BlockRule = { case: 'bundleIdContains', value: main }
  switch (form.condition) {
    case 'always':
      return app
    case 'whenIsBrowser':
      return { case: 'both', a: app, b: browser }
    case 'whenAddressContains':
      return { case: 'both', a: app, b: { case: form.secondaryCase, value: form.secondary.trim() } }
    case 'unlessAddressContains':
      return {
        case: 'unless',
        rule: app,
        negatedBy: addressLines(form.secondary).map((value) => ({ case: form.secondaryCase, value })),
      }
  }
}

const isAddressCase = (c: string): c is AddressRuleCase => (addressRuleCases as readonly string[]).includes(c)

type TextRule = Extract<BlockRule, { case: TextRuleCase }>
const isAddressRule = (r: BlockRule): r is TextRule & { case: AddressRuleCase } => isAddressCase(r.case)
const isAppRule = (r: BlockRule): r is TextRule & { case: 'bundleIdContains' } => r.case === 'bundleIdContains'
const isBrowserRule = (r: BlockRule): boolean => r.case === 'flowTypeIs' && r.value === 'browser'

const isPlainLine = (value: string): boolean => value !== '' && value === value.trim() && !/[\r\n]/.test(value)

const form = (parts: Partial<RuleForm> & Pick<RuleForm, 'kind' | 'condition' | 'main'>): RuleForm => ({
  ...emptyRuleForm,
  ...parts,
})

/** The form that shows a rule, or null when the editor cannot show it. */
export function ruleToForm(rule: BlockRule): RuleForm | null {
  if (isAppRule(rule)) return form({ kind: 'app', condition: 'always', main: rule.value })
  if (isAddressRule(rule)) return form({ kind: 'address', condition: 'always', main: rule.value, mainCase: rule.case })
  if (rule.case === 'both') {
    const { a, b } = rule
    if (isAppRule(a) && isBrowserRule(b)) return form({ kind: 'app', condition: 'whenIsBrowser', main: a.value })
    if (isAddressRule(a) && isBrowserRule(b)) return form({ kind: 'address', condition: 'whenIsBrowser', main: a.value, mainCase: a.case })
    if (isAppRule(a) && isAddressRule(b) && !/[\r\n]/.test(b.value))
      return form({ kind: 'app', condition: 'whenAddressContains', main: a.value, secondary: b.value, secondaryCase: b.case })
    return null
  }
  if (rule.case === 'unless') {
    const { rule: inner, negatedBy } = rule
    const [first] = negatedBy
    if (!isAppRule(inner) || first === undefined || !isAddressRule(first)) return null
    // One line per exception: only plain one-line values of one address kind fit the text area.
    const sameKind = (n: BlockRule): n is typeof first => n.case === first.case
    if (!negatedBy.every(sameKind)) return null
    const lines = negatedBy.map((n) => n.value)
    if (!lines.every(isPlainLine)) return null
    return form({
      kind: 'app',
      condition: 'unlessAddressContains',
      main: inner.value,
      secondary: lines.join('\n'),
      secondaryCase: first.case,
    })
  }
  return null
}
