/**
 * Block rules in plain language, for any rule the API can hold (nested ones included), and the
 * few words a rule's row shows: its label ("App", "URL", "Other") and main value.
 *
 * Every text value of the rule is quoted in the description, so a parent can see each app and
 * address it names.
 */
import type { BlockRule, FlowType } from '../api/wire/ios'
import { ruleToForm } from './rule-form'

const quote = (value: string): string => `“${value}”`

const flowText: Record<FlowType, string> = {
  browser: 'web browsing traffic',
  socket: 'traffic other than web browsing',
}

/** The matching condition, as a phrase ("apps whose bundle ID contains “x”"). */
export function conditionText(rule: BlockRule): string {
  switch (rule.case) {
    case 'bundleIdContains':
      return `apps whose bundle ID contains ${quote(rule.value)}`
    case 'targetContains':
      return `addresses containing ${quote(rule.value)}`
    case 'urlContains':
      return `URLs containing ${quote(rule.value)}`
    case 'hostnameContains':
      return `hostnames containing ${quote(rule.value)}`
    case 'hostnameEquals':
      return `the hostname ${quote(rule.value)}`
    case 'hostnameEndsWith':
      return `hostnames ending in ${quote(rule.value)}`
    case 'flowTypeIs':
      return flowText[rule.value]
    case 'both':
      return `(${conditionText(rule.a)}) when also (${conditionText(rule.b)})`
    case 'unless':
      return rule.negatedBy.length === 0
        ? conditionText(rule.rule)
        : `(${conditionText(rule.rule)}) except (${rule.negatedBy.map(conditionText).join(') or (')})`
  }
}

/** A sentence saying what the rule blocks. */
export const describeRule = (rule: BlockRule): string => `Blocks ${conditionText(rule)}.`

/** The kind of rule as its row names it: phone for apps, globe for addresses, other for the rest. */
export type RuleRowKind = 'app' | 'address' | 'other'

export interface RuleRow {
  readonly kind: RuleRowKind
  /** "App", "URL" or "Other". */
  readonly label: string
  /** The main value (app bundle ID or address); for other rules, the rule's kind on the wire. */
  readonly main: string
  /** Whether the rule has a condition besides "completely"/"always". */
  readonly conditional: boolean
  readonly description: string
}

/** What one rule's row shows. */
export function ruleRow(rule: BlockRule): RuleRow {
  const form = ruleToForm(rule)
  const description = describeRule(rule)
  if (!form) return { kind: 'other', label: 'Other', main: rule.case, conditional: true, description }
  return {
    kind: form.kind,
    label: form.kind === 'app' ? 'App' : 'URL',
    main: form.main,
    conditional: form.condition !== 'always',
    description,
  }
}
