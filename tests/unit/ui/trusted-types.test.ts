/**
 * Trusted Types in the Content-Security-Policy: required for every script sink, with exactly the
 * named policies the build's code creates (`default` in the demo only), and the policies themselves.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { contentSecurityPolicy } from '../../../scripts/content-security'
import { trustedPolicy, trustedPolicyNames } from '../../../src/ui/trusted-types'

const directive = (policy: string, name: string): string[] | undefined =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1)

const production = { VITE_API_URL: 'https://api.example.com' }
const turnstile = { ...production, VITE_API_PROFILE: 'current', VITE_TURNSTILE_SITEKEY: '0x4AAA' }

afterEach(() => vi.unstubAllGlobals())

describe('the policy', () => {
  it('requires Trusted Types for scripts in every build', () => {
    for (const [env, options] of [
      [production, {}],
      [turnstile, {}],
      [{}, { demo: true }],
    ] as const) {
      expect(directive(contentSecurityPolicy(env, options), 'require-trusted-types-for')).toEqual(["'script'"])
    }
  })

  it('allows only the policies each build creates, never a default one', () => {
    expect(directive(contentSecurityPolicy(production), 'trusted-types')).toEqual([trustedPolicyNames.announcement, trustedPolicyNames.serviceWorker])
    expect(directive(contentSecurityPolicy(turnstile), 'trusted-types')).toEqual([
      trustedPolicyNames.announcement,
      trustedPolicyNames.turnstile,
      trustedPolicyNames.serviceWorker,
    ])
    // The demo only: msw registers its worker with a plain string, which the default policy of
    // fake-server/browser.ts lets through for that one address.
    expect(directive(contentSecurityPolicy({}, { demo: true }), 'trusted-types')).toEqual([trustedPolicyNames.announcement, 'default'])
    // What that policy lets through is behaviour: the demo's end-to-end sweep (csp.spec.ts) runs
    // every page under it and counts no violation.
  })
})

describe('trustedPolicy', () => {
  it('creates its policy once, on first use, and hands the browser its trusted values', () => {
    const createPolicy = vi.fn((_name: string, rules: { createScriptURL?: (s: string) => string }) => ({
      createHTML: (s: string) => ({ html: s }),
      createScriptURL: (s: string) => ({ url: rules.createScriptURL?.(s) }),
    }))
    vi.stubGlobal('trustedTypes', { createPolicy })
    const only = trustedPolicy('gatehouse-test', {
      createScriptURL: (url) => {
        if (url !== '/ok.js') throw new TypeError('no')
        return url
      },
    })
    expect(createPolicy).not.toHaveBeenCalled()
    expect(only.scriptUrl('/ok.js')).toEqual({ url: '/ok.js' })
    expect(() => only.scriptUrl('/elsewhere.js')).toThrow(TypeError)
    expect(createPolicy).toHaveBeenCalledTimes(1)
    expect(createPolicy.mock.calls[0]?.[0]).toBe('gatehouse-test')
  })

  it('without Trusted Types, applies the same rules to the plain string', () => {
    const only = trustedPolicy('gatehouse-test', { createHTML: (html) => html.toUpperCase() })
    expect(only.html('<b>x</b>')).toBe('<B>X</B>')
    expect(only.scriptUrl('/a.js')).toBe('/a.js')
  })
})
