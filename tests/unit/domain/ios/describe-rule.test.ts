/**
 * A block rule's row on the device page: its label, main value and condition mark, and the
 * sentence that says what it blocks, for every kind of rule.
 */
import { describe, expect, it } from 'vitest'
import { describeRule, ruleRow } from '@domain/ios/describe-rule'
import type { BlockRule } from '@domain/api/wire'

const youtubeApp = { case: 'bundleIdContains', value: 'com.google.ios.youtube' } as const
const browser = { case: 'flowTypeIs', value: 'browser' } as const

describe('the sentence of a rule', () => {
  it('says which addresses each kind of address rule tests', () => {
    expect(describeRule({ case: 'urlContains', value: 'shorts' })).toBe('Blocks URLs containing “shorts”.')
    expect(describeRule({ case: 'hostnameContains', value: 'tiktok' })).toBe('Blocks hostnames containing “tiktok”.')
    expect(describeRule({ case: 'hostnameEquals', value: 'www.roblox.com' })).toBe('Blocks the hostname “www.roblox.com”.')
    expect(describeRule({ case: 'targetContains', value: 'reddit.com' })).toBe('Blocks addresses containing “reddit.com”.')
  })

  it('tells web browsing from other traffic', () => {
    expect(describeRule(browser)).toBe('Blocks web browsing traffic.')
    expect(describeRule({ case: 'flowTypeIs', value: 'socket' })).toBe('Blocks traffic other than web browsing.')
    expect(describeRule({ case: 'both', a: youtubeApp, b: browser })).toBe(
      'Blocks (apps whose bundle ID contains “com.google.ios.youtube”) when also (web browsing traffic).',
    )
  })

  it('an “unless” without exceptions blocks just its rule, and says so without an empty “except”', () => {
    expect(describeRule({ case: 'unless', rule: youtubeApp, negatedBy: [] })).toBe('Blocks apps whose bundle ID contains “com.google.ios.youtube”.')
  })
})

describe('the row of a rule', () => {
  it('an app rule shows “App” and its bundle ID, marked when it has a condition', () => {
    expect(ruleRow(youtubeApp)).toEqual({
      kind: 'app',
      label: 'App',
      main: 'com.google.ios.youtube',
      conditional: false,
      description: describeRule(youtubeApp),
    })
    expect(ruleRow({ case: 'both', a: youtubeApp, b: browser })).toMatchObject({ kind: 'app', label: 'App', conditional: true })
  })

  it('an address rule shows “URL” and its address, marked when it has a condition', () => {
    const reddit = { case: 'hostnameEndsWith', value: 'reddit.com' } as const
    expect(ruleRow(reddit)).toMatchObject({ kind: 'address', label: 'URL', main: 'reddit.com', conditional: false })
    expect(ruleRow({ case: 'both', a: reddit, b: browser })).toMatchObject({ kind: 'address', label: 'URL', main: 'reddit.com', conditional: true })
  })

  it('a rule the editor cannot show is “Other”, named by its kind, and never taken for a plain block', () => {
    const rule: BlockRule = { case: 'both', a: youtubeApp, b: { case: 'flowTypeIs', value: 'socket' } }
    expect(ruleRow(rule)).toEqual({ kind: 'other', label: 'Other', main: 'both', conditional: true, description: describeRule(rule) })
  })
})
