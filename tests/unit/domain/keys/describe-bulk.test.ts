/**
 * Keys in words (the table's columns, the comment preview, the security log's sentence) and
 * 'Add keys from a list'.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bulkTooLong, maxBulkLines, proposeKeys } from '@domain/keys/bulk'
import { commentPreview, describeKey, keyLabel, keyScope, keyTarget, keyTypeOf } from '@domain/keys/describe'
import type { SharedKey } from '@domain/api/wire'
import { siteHost } from './arbitraries'

const apps = [{ name: 'Zoom', slug: 'zoom', bundleIds: [{ id: 'b1', bundleId: 'us.zoom.xos' }] }]
const browsers = { type: 'webBrowsers' } as const
const options = { addressType: 'standard', scope: 'webBrowsers' } as const

describe('the key table', () => {
  it('cuts a comment at 30 characters with an ellipsis, and only when longer (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (comment) => {
        const chars = Array.from(comment)
        const expected = chars.length > 30 ? `${chars.slice(0, 30).join('')}…` : comment
        expect(commentPreview(comment)).toBe(expected)
      }),
    )
    expect(commentPreview(undefined)).toBe('')
    expect(commentPreview('a'.repeat(31))).toBe(`${'a'.repeat(30)}…`)
  })

  it('names the type, target and scope of each kind of key', () => {
    const rows: [SharedKey, string, string, string][] = [
      [{ type: 'anySubdomain', domain: 'khanacademy.org', scope: browsers }, 'website', 'khanacademy.org and subdomains', 'Web browsers'],
      [{ type: 'domain', domain: 'docs.google.com', scope: { type: 'unrestricted' } }, 'website', 'docs.google.com', 'All apps'],
      [{ type: 'skeleton', scope: { type: 'identifiedAppSlug', identifiedAppSlug: 'zoom' } }, 'app', '*', 'Zoom only'],
      [
        { type: 'ipAddress', ipAddress: '1.2.3.4', scope: { type: 'single', single: { type: 'bundleId', bundleId: 'US.ZOOM.XOS' } } },
        'app',
        '1.2.3.4',
        'Zoom only',
      ],
      [
        { type: 'domainRegex', pattern: 'a-*.example.com', scope: { type: 'single', single: { type: 'bundleId', bundleId: 'com.x.unknown' } } },
        'app',
        'a-*.example.com',
        'com.x.unknown only',
      ],
    ]
    for (const [key, type, target, scope] of rows) {
      expect([keyTypeOf(key), keyTarget(key), keyScope(key, apps)]).toEqual([type, target, scope])
    }
  })

  it('shows a skeleton key (every address, one app) as *, and names its app where a label must tell keys apart', () => {
    const zoom: SharedKey = { type: 'skeleton', scope: { type: 'bundleId', bundleId: 'us.zoom.xos' } }
    const unknown: SharedKey = { type: 'skeleton', scope: { type: 'bundleId', bundleId: 'com.x.unknown' } }
    expect([keyTarget(zoom), keyScope(zoom, apps), keyLabel(zoom, apps)]).toEqual(['*', 'Zoom only', '* in Zoom'])
    expect([keyTarget(unknown), keyScope(unknown, apps), keyLabel(unknown, apps)]).toEqual(['*', 'com.x.unknown only', '* in com.x.unknown'])
    const khan: SharedKey = { type: 'anySubdomain', domain: 'khanacademy.org', scope: browsers }
    expect(keyLabel(khan, apps)).toBe(keyTarget(khan))
  })

  it('keeps the security log’s wording', () => {
    expect(describeKey({ type: 'anySubdomain', domain: 'x.com', scope: browsers })).toBe('any subdomain of x.com for all web browsers')
    expect(describeKey({ type: 'skeleton', scope: { type: 'bundleId', bundleId: 'us.zoom.xos' } })).toBe(
      'unrestricted access for single app, bundle=us.zoom.xos',
    )
  })
})

describe('Add keys from a list', () => {
  it('makes one valid key per site line, in order, skipping blank and # lines (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(siteHost, { minLength: 1, maxLength: 8 }),
        fc.constantFrom('standard' as const, 'strict' as const),
        (hosts, addressType) => {
          const text = ['# school sites', '', ...hosts.map((h) => `  https://${h}/  `)].join('\n')
          const proposals = proposeKeys(text, { addressType, scope: 'unrestricted' }, [])
          expect(proposals.map((p) => p.line)).toEqual(hosts.map((_, i) => i + 3))
          const type = addressType === 'standard' ? 'anySubdomain' : 'domain'
          expect(proposals).toEqual(
            hosts.map((h, i) => ({ line: i + 3, text: `https://${h}/`, ok: true, key: { type, domain: h, scope: { type: 'unrestricted' } } })),
          )
        },
      ),
    )
  })

  it('gives each bad line its own reason; IPs and * lines get their own types; repeats are not proposed twice', () => {
    const existing: SharedKey[] = [{ type: 'anySubdomain', domain: 'khanacademy.org', scope: browsers }]
    const text = ['khanacademy.org', 'wikipedia.org', 'WIKIPEDIA.org', '140.82.112.3', 'deploy-*.netlify.app', 'not a site', 'foo.notatld'].join('\n')
    const lines = proposeKeys(text, options, existing)
    expect(lines.map((l) => (l.ok ? l.key.type : `${l.hint}${'detail' in l && l.detail ? ` / ${l.detail}` : ''}`))).toEqual([
      'Already in this keychain',
      'anySubdomain',
      'Same as line 2',
      'ipAddress',
      'domainRegex',
      'invalid address / The given input does not look like a hostname.',
      'invalid address / ".notatld" is not a known domain ending.',
    ])
  })

  it(`reads at most ${maxBulkLines} addresses and says so`, () => {
    const many = Array.from({ length: maxBulkLines + 5 }, (_, i) => `site${i}.com`).join('\n')
    expect(proposeKeys(many, options, [])).toHaveLength(maxBulkLines)
    expect(bulkTooLong(many)).toBe(true)
    expect(bulkTooLong('a.com\nb.com')).toBe(false)
  })

  it('counts only address lines against the limit: blank, blank-looking and # lines are free', () => {
    const sites = (n: number) => Array.from({ length: n }, (_, i) => `site${i}.com`)
    expect(bulkTooLong(sites(maxBulkLines).join('\n'))).toBe(false)
    expect(bulkTooLong(sites(maxBulkLines + 1).join('\n'))).toBe(true)
    const padded = [...sites(maxBulkLines), '', '   ', '# more later', '  # indented note'].join('\r\n')
    expect(bulkTooLong(padded)).toBe(false)
    expect(proposeKeys(padded, options, [])).toHaveLength(maxBulkLines)
  })

  it('turns a line that is only a scheme into a plain "invalid address", with no reason', () => {
    const lines = proposeKeys('https://\nexample.com', options, [])
    expect(lines[0]).toStrictEqual({ line: 1, text: 'https://', ok: false, hint: 'invalid address' })
    expect(lines[1]).toMatchObject({ line: 2, ok: true })
  })
})
