/**
 * Address cleaning, the hostname rules with their messages, and IP addresses. Each property
 * builds its input from parts, so the expected answer is known by construction.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  canonicalIp,
  cleanAddress,
  hostnameProblem,
  isIPv4,
  isIPv6,
  isIpAddress,
  passesRawTest,
  isHostname,
  octetLength,
} from '@domain/keys/hostname'

const letters = 'abcdefghijklmnopqrstuvwxyz'
const alnum = `${letters}0123456789`
const char = (set: string) => fc.constantFrom(...set.split(''))
/** A label of 1–12 letters, digits and inner hyphens, starting with a letter. */
const label = fc
  .tuple(char(letters), fc.array(fc.oneof(char(alnum), fc.constant('-')), { maxLength: 10 }), char(alnum))
  .map(([first, middle, last]) => first + middle.join('') + last)
const tld = fc.constantFrom('com', 'org', 'net', 'io', 'de', 'app')
/** A valid host: 1–3 labels and a letters-only last label. */
const host = fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), tld).map(([labels, end]) => [...labels, end].join('.'))
const mixedCase = (text: string) =>
  fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length }).map((upper) =>
    text
      .split('')
      .map((c, i) => (upper[i] ? c.toUpperCase() : c))
      .join(''),
  )

describe('cleaning an address', () => {
  it('keeps only the lower-cased host, whatever surrounds it (property)', { tags: ['property'] }, () => {
    const parts = fc.record({
      scheme: fc.constantFrom('', 'http://', 'https://', 'HTTPS://', 'ftp://', '//'),
      user: fc.constantFrom('', 'kid@', 'user:secret@'),
      port: fc.oneof(
        fc.constant(''),
        fc.integer({ min: 1, max: 65535 }).map((p) => `:${p}`),
      ),
      path: fc.constantFrom('', '/', '/math/algebra', '/a/b.html'),
      query: fc.constantFrom('', '?q=1', '?a=b&c=d'),
      fragment: fc.constantFrom('', '#top'),
      dot: fc.constantFrom('', '.'),
      space: fc.constantFrom('', ' ', '\t'),
    })
    fc.assert(
      fc.property(
        host.chain((h) => fc.tuple(fc.constant(h), mixedCase(h))),
        parts,
        ([plain, typed], p) => {
          const raw = `${p.space}${p.scheme}${p.user}${typed}${p.dot}${p.port}${p.path}${p.query}${p.fragment}${p.space}`
          expect(cleanAddress(raw)).toBe(plain)
        },
      ),
    )
  })

  it('unwraps bracketed IPv6 addresses and keeps bare ones whole', () => {
    expect(cleanAddress('http://[2001:DB8::1]:8080/x')).toBe('2001:db8::1')
    expect(cleanAddress('2001:db8::1')).toBe('2001:db8::1')
    expect(cleanAddress('  ')).toBe('')
  })

  it('the quick test wants more than 3 characters and a dot', () => {
    expect(passesRawTest('a.co')).toBe(true)
    expect(passesRawTest('a.c')).toBe(false)
    expect(passesRawTest('abcdef')).toBe(false)
  })
})

describe('hostname rules and their messages', () => {
  it('accepts every well-formed host (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(host, (h) => {
        expect(hostnameProblem(h)).toBeNull()
      }),
    )
  })

  it('names an invalid character, its label and its column (property)', { tags: ['property'] }, () => {
    const bad = fc.constantFrom('_', '!', '$', '+', '=', '*', 'é', '~', ',')
    fc.assert(
      fc.property(host, bad, fc.nat(), (h, c, at) => {
        const labels = h.split('.')
        const index = at % (labels.length - 1)
        const target = labels[index]!
        const offset = 1 + (at % (target.length - 1 || 1))
        const changed = target.slice(0, offset) + c + target.slice(offset)
        const before = labels.slice(0, index).reduce((n, l) => n + l.length + 1, 0)
        const mutated = [...labels.slice(0, index), changed, ...labels.slice(index + 1)].join('.')
        expect(hostnameProblem(mutated)).toBe(`The label "${changed}" contains the invalid character "${c}" at column ${before + offset + 1}.`)
      }),
    )
  })

  it('refuses empty, blank and space-holding input as not a hostname', () => {
    for (const input of ['', ' ', 'exam ple.com', 'a\tb.com']) {
      expect(hostnameProblem(input)).toBe('The given input does not look like a hostname.')
    }
  })

  it('refuses labels of 0 or over 63 characters, and names over 253 octets (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(host, fc.integer({ min: 64, max: 80 }), (h, n) => {
        const long = 'a'.repeat(n)
        expect(hostnameProblem(`${long}.${h}`)).toBe(`The label "${long}" is too long: it has ${n} characters, but at most 63 are allowed.`)
        const firstDot = h.indexOf('.')
        expect(hostnameProblem(`${h.slice(0, firstDot)}..${h.slice(firstDot + 1)}`)).toBe(
          `The label at column ${firstDot + 2} is too short: labels have 1 to 63 characters.`,
        )
        expect(hostnameProblem(`.${h}`)).toBe('The label at column 1 is too short: labels have 1 to 63 characters.')
      }),
    )
    const name = `${Array.from({ length: 5 }, () => 'a'.repeat(50)).join('.')}.com`
    expect(name.length).toBe(258)
    expect(hostnameProblem(name)).toBe('The domain is too long: it has 258 octets, but at most 253 are allowed.')
    const exact = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(57)}.com`
    expect(exact.length).toBe(253)
    expect(hostnameProblem(exact)).toBeNull()
  })

  it('refuses a hyphen at either end of a label (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(label, tld, fc.boolean(), (l, end, atStart) => {
        const bad = atStart ? `-${l}` : `${l}-`
        expect(hostnameProblem(`${bad}.${end}`)).toBe(`The label "${bad}" must not start or end with a hyphen.`)
      }),
    )
  })

  it('refuses an all-numeric last label, but not numeric inner labels (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(label, fc.integer({ min: 0, max: 99999 }), (l, n) => {
        expect(hostnameProblem(`${l}.${n}`)).toBe(`The last label "${n}" must not be all-numeric.`)
        expect(hostnameProblem(`${n}.${l}.com`)).toBeNull()
      }),
    )
  })

  it('refuses the reserved names localhost, local, example, invalid and test', () => {
    for (const name of ['localhost', 'local', 'example', 'invalid', 'test']) {
      expect(hostnameProblem(`school.${name}`)).toBe(`"${name}" is a reserved name that never reaches the internet.`)
    }
    expect(hostnameProblem('localhost')).toBe('"localhost" is a reserved name that never reaches the internet.')
    expect(hostnameProblem('example.com')).toBeNull()
    expect(hostnameProblem('test.org')).toBeNull()
  })
})

describe('IP addresses', () => {
  const octet = fc.integer({ min: 0, max: 255 })
  const group = fc.integer({ min: 0, max: 0xffff })

  it('IPv4: four numbers 0–255; a number over 255, or a wrong count, is not one (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.array(octet, { minLength: 4, maxLength: 4 }), fc.integer({ min: 256, max: 9999 }), fc.nat(3), (parts, big, at) => {
        expect(isIPv4(parts.join('.'))).toBe(true)
        expect(isIpAddress(parts.join('.'))).toBe(true)
        const bad = [...parts]
        bad[at] = big
        expect(isIPv4(bad.join('.'))).toBe(false)
        expect(isIPv4(parts.slice(0, 3).join('.'))).toBe(false)
        expect(isIPv4([...parts, 1].join('.'))).toBe(false)
      }),
    )
  })

  it('IPv6: eight groups in any case and padding, or fewer with one `::` (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(
        fc.array(group, { minLength: 8, maxLength: 8 }),
        fc.nat(7),
        fc.integer({ min: 1, max: 7 }),
        fc.boolean(),
        (groups, start, length, upper) => {
          const hex = (g: number) => (upper ? g.toString(16).toUpperCase() : g.toString(16))
          const full = groups.map(hex).join(':')
          const expected = groups.map((g) => g.toString(16).padStart(4, '0')).join(':')
          expect(isIPv6(full)).toBe(true)
          expect(canonicalIp(full)).toBe(expected)
          // Zeros in a run, written as `::`.
          const run = Math.min(length, 8 - start)
          const zeroed = groups.map((g, i) => (i >= start && i < start + run ? 0 : g))
          const short = `${zeroed.slice(0, start).map(hex).join(':')}::${zeroed
            .slice(start + run)
            .map(hex)
            .join(':')}`
          expect(isIPv6(short)).toBe(true)
          expect(canonicalIp(short)).toBe(zeroed.map((g) => g.toString(16).padStart(4, '0')).join(':'))
          // Nine groups, two `::`, or a group of five digits are not addresses.
          expect(isIPv6([...groups, 1].map(hex).join(':'))).toBe(false)
          expect(isIPv6(`1::${full.split(':').slice(0, 3).join(':')}::2`)).toBe(false)
          expect(isIPv6(['12345', ...groups.slice(1).map(hex)].join(':'))).toBe(false)
        },
      ),
    )
  })

  it('IPv6 with an IPv4 tail, and things that are not addresses', () => {
    expect(canonicalIp('::ffff:192.0.2.1')).toBe('0000:0000:0000:0000:0000:ffff:c000:0201')
    for (const text of ['', ':', ':::', 'g::1', '1.2.3', 'example.com', '1:2:3:4:5:6:7:8:1.2.3.4']) expect(isIpAddress(text)).toBe(false)
  })
})

/**
 * Hostnames and IP addresses at their edges, as fixed examples beside the properties of
 * hostname.test.ts: where a separator sits at the very start, UTF-8 lengths at each byte
 * boundary, digits that only look like numbers, and IPv6 with an IPv4 tail.
 */
describe('cleanAddress at the edges', () => {
  it('cuts at a path, user name or bracket even at the first character', () => {
    expect(cleanAddress('/x.com')).toBe('')
    expect(cleanAddress('@x.com')).toBe('x.com')
    expect(cleanAddress('[::1')).toBe('::1')
    expect(cleanAddress('x.com...')).toBe('x.com')
  })

  it('removes a scheme only at the start', () => {
    expect(cleanAddress('see:http://x.com')).toBe('see:http:')
  })
})

describe('octetLength', () => {
  it('counts 1 to 4 bytes per character, switching exactly at each UTF-8 boundary', () => {
    const sizes = [0x7f, 0x80, 0x7ff, 0x800, 0xffff, 0x10000].map((code) => octetLength(String.fromCodePoint(code)))
    expect(sizes).toEqual([1, 2, 2, 3, 3, 4])
    expect(octetLength('aé€😀')).toBe(10)
  })
})

describe('hostnames', () => {
  it('refuses a last label of digits only, not one that merely starts or ends with one', () => {
    expect(hostnameProblem('x.a1')).toBeNull()
    expect(hostnameProblem('x.1a')).toBeNull()
    expect(hostnameProblem('x.123')).toBe('The last label "123" must not be all-numeric.')
    expect([isHostname('x.com'), isHostname('x..com')]).toEqual([true, false])
  })
})

describe('IP addresses', () => {
  it('IPv4 parts are 1 to 3 plain digits', () => {
    expect(isIPv4('1.2.3.+1')).toBe(false)
    expect(isIPv4('1.2.3.1e2')).toBe(false)
    expect(isIPv4('1.2.3.255')).toBe(true)
  })

  it('IPv6: an IPv4 tail must be a whole IPv4 address and stands for the last two groups', () => {
    expect(isIPv6('::1.2.3')).toBe(false)
    expect(isIPv6('::1.2.3.4')).toBe(true)
    expect(canonicalIp('::FFFF:1.2.3.4')).toBe('0000:0000:0000:0000:0000:ffff:0102:0304')
  })

  it('IPv6: `::` stands for at least one group', () => {
    expect(isIPv6('1:2:3:4::5:6:7:8')).toBe(false)
    expect(isIPv6('1:2:3::5:6:7:8')).toBe(true)
  })

  it('canonicalIp trims, and writes IPv4 numbers without leading zeros', () => {
    expect(canonicalIp(' 010.1.1.1 ')).toBe('10.1.1.1')
    expect(canonicalIp('not an address')).toBeNull()
  })
})
