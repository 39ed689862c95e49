/**
 * Trusted Types: the Content-Security-Policy requires them for every script sink
 * (`require-trusted-types-for 'script'`), so a string can reach an HTML parser or a script's
 * address only through a named policy the policy lists (`trusted-types`). Each sink the app
 * really needs has its own policy, which lets through only what that place may pass. Where the
 * browser has no Trusted Types (or in unit tests) the policies return the string itself.
 */

/** What a policy's rules turn a string into: the trusted value, or a thrown error. */
interface PolicyRules {
  createHTML?: (input: string) => string
  createScriptURL?: (input: string) => string
}

interface TrustedTypePolicy {
  createHTML(input: string): unknown
  createScriptURL(input: string): unknown
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: PolicyRules): TrustedTypePolicy
}

/** The page's Trusted Types, where the browser has them. */
const factory = (): TrustedTypesFactory | undefined => (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes

/**
 * A policy named `name` (created once, on first use). Its values are typed as strings, which is
 * how TypeScript's DOM types declare the sinks; the browser gets the trusted objects.
 */
export function trustedPolicy(name: string, rules: PolicyRules): { html(input: string): string; scriptUrl(input: string): string } {
  let policy: TrustedTypePolicy | null | undefined
  const get = () => (policy === undefined ? (policy = factory()?.createPolicy(name, rules) ?? null) : policy)
  return {
    html: (input) => {
      const made = get()
      return made ? (made.createHTML(input) as string) : (rules.createHTML?.(input) ?? input)
    },
    scriptUrl: (input) => {
      const made = get()
      return made ? (made.createScriptURL(input) as string) : (rules.createScriptURL?.(input) ?? input)
    },
  }
}

/** The names of the app's policies, which the Content-Security-Policy lists (scripts/content-security.ts). */
export const trustedPolicyNames = {
  announcement: 'gatehouse-announcement',
  turnstile: 'gatehouse-turnstile',
  serviceWorker: 'gatehouse-service-worker',
} as const
