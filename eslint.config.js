// ESLint: code quality (typescript-eslint's type-aware recommended rules, the rules of hooks) and
// the project's shape: which folder may import what, and no source file over 300 lines. Layout is
// Prettier's (prettier.config.js): eslint-config-prettier, last, turns off every rule about it.
// Lint everything: `npm run lint`; only some files: `npx eslint src/features/children domain/wire.ts`.
import js from '@eslint/js'
import prettier from 'eslint-config-prettier/flat'
import reactHooks from 'eslint-plugin-react-hooks'
import path from 'node:path'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { layersRule } from './scripts/lint-layers.mjs'
import { buttonLook, commandState, commandTexts, idInAddress, routeHooks } from './scripts/lint-one-way.mjs'

const tsFiles = ['**/*.ts', '**/*.tsx', '**/*.mts']
const jsFiles = ['**/*.js', '**/*.mjs']

/**
 * `no-restricted-syntax` entries for code loaded by path outside an `import` statement:
 * `import('…')` calls and TypeScript's `import('…').Type`. `source` is a regular expression
 * (written without `/`, which the selector syntax cannot hold: use `\x2F`).
 */
const restrictedImportSyntax = (source, message) => [
  { selector: `ImportExpression[source.value=/${source}/]`, message },
  { selector: `TSImportType[source.value=/${source}/]`, message },
]

const domainOnly = 'domain/ is pure TypeScript: it imports only zod, tldts, libphonenumber-js/core and its own files (as ./, ../ or @domain/…).'
const noFakeServerInApp =
  'The app never imports the fake server, not even its types: demo builds load it from their own entry (see vite.config.ts). Shared types belong in domain/.'
const noAppInFakeServer = 'The fake server never imports the app, not even its types. Shared code and types belong in domain/.'

/**
 * domain/: any bare module but zod, tldts and libphonenumber-js/core, node built-ins included.
 * libphonenumber-js/core (not the package's root) because its functions take the countries'
 * metadata as an argument: the phone rule stays pure and the app loads the metadata lazily.
 */
const domainForeignModule = String.raw`^(?!(zod|tldts|libphonenumber-js\x2Fcore)(\x2F|$)|@domain\x2F|\.{1,2}\x2F)`
/** A relative or absolute path that leaves domain/ for another top-level folder. */
const domainEscape = String.raw`^(\.{1,2}\x2F)+(src|fake-server|tests|scripts|public|node_modules)(\x2F|$)`
/** Any path into fake-server/ (relative or absolute). */
const fakeServerPath = String.raw`(^|\x2F)fake-server(\x2F|$)`
/** A relative or absolute path into src/. */
const appPath = String.raw`^(\x2F|(\.{1,2}\x2F)+)src(\x2F|$)`

/**
 * Every `eslint-disable…` comment names the rules it silences and says why after ` -- `
 * (unknown rule names and directives that silence nothing are reported by ESLint itself).
 */
const disableNeedsReason = {
  meta: {
    type: 'suggestion',
    docs: { description: 'eslint-disable comments name their rules and give a reason after " -- "' },
    messages: {
      noRule: 'Name the rule(s) this comment disables.',
      noReason: 'Say why after " -- ", e.g. `// eslint-disable-next-line rule-name -- why`.',
    },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const match = /^\s*eslint-disable(?:-next-line|-line)?(?=\s|$)(.*)$/s.exec(comment.value)
          if (!match) continue
          const [rules, reason] = match[1].split(/\s--\s/)
          if (!rules.trim()) context.report({ loc: comment.loc, messageId: 'noRule' })
          else if (!reason?.trim()) context.report({ loc: comment.loc, messageId: 'noReason' })
        }
      },
    }
  },
}

/**
 * Imports that land in a forbidden folder of the repository, whatever the specifier's form:
 * relative paths are resolved against the importing file. Options: `{ forbidden: [{ path, message }] }`,
 * each `path` a root-relative folder or file (without extension).
 */
const noImportInto = {
  meta: {
    type: 'problem',
    docs: { description: 'no import (static, dynamic or of types) of a file in a forbidden folder' },
    schema: [
      {
        type: 'object',
        properties: {
          forbidden: {
            type: 'array',
            items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } }, required: ['path', 'message'] },
          },
        },
        required: ['forbidden'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { forbidden } = context.options[0]
    const check = (node, source) => {
      if (typeof source !== 'string' || !/^\.{1,2}\//.test(source)) return
      const target = path
        .relative(import.meta.dirname, path.resolve(path.dirname(context.filename), source))
        .split(path.sep)
        .join('/')
      const hit = forbidden.find((f) => target === f.path || target.startsWith(`${f.path}/`) || target.replace(/\.[cm]?[jt]sx?$/, '') === f.path)
      if (hit) context.report({ node, message: hit.message })
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      TSImportType: (node) => {
        const literal = node.argument?.literal ?? node.argument
        if (literal?.type === 'Literal') check(literal, literal.value)
      },
    }
  },
}

/**
 * One way to write a date or a time: domain/time (cached Intl formatters in US English, the time
 * zone passed in). Elsewhere, no `toLocale…String`, no `Intl.DateTimeFormat` or
 * `Intl.RelativeTimeFormat`, no reading of the machine's own clock fields (`getHours()`, …), and no
 * hand-made AM or PM. (Numbers have `Intl.NumberFormat`.)
 */
const timeWording =
  'Dates and times are written by domain/time (cached Intl formatters, the time zone passed in, one wording everywhere): use its functions.'
const localClockField = "A Date's local fields read the machine's time zone: domain/time's localMoment(ms, { timeZone }) reads the parent's."
const timeProperties = [
  ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({ property, message: timeWording })),
  { object: 'Intl', property: 'DateTimeFormat', message: timeWording },
  { object: 'Intl', property: 'RelativeTimeFormat', message: timeWording },
  ...['getHours', 'getMinutes', 'getSeconds', 'getDay', 'getDate', 'getMonth', 'getFullYear'].map((property) => ({
    property,
    message: localClockField,
  })),
]
/** A string or template piece with AM or PM as a word: a 12-hour clock made by hand. */
const handMadeClock = [
  { selector: String.raw`Literal[value=/\b[AP]M\b/]`, message: timeWording },
  { selector: String.raw`TemplateElement[value.raw=/\b[AP]M\b/]`, message: timeWording },
]
/** Where dates and times are written. */
const timeModule = 'domain/time/**/*.ts'

/** What domain/ may not write, beyond imports (the time module keeps these without handMadeClock). */
const domainSyntax = [
  { selector: 'ImportExpression', message: 'domain/ loads no code at run time: import it statically.' },
  ...restrictedImportSyntax(domainForeignModule, domainOnly),
  ...restrictedImportSyntax(domainEscape, domainOnly),
]
const componentTests =
  'Component tests render with @testing-library/react (render, renderInRouter from tests/unit/support/render.tsx; its act) and act with @testing-library/user-event.'

/**
 * `no-restricted-syntax` entries for a limit shorter than a hang written in a unit test: a
 * `timeout` option, a number given to a wait (vi.waitFor, vi.waitUntil, expect.poll), to a test
 * (it, test, describe, also .each, .skip…) or to a hook.
 */
const hangMs = 30_000
const shortLimit =
  `A unit test's verdict never depends on the machine's pace: a limit under ${hangMs / 1000} s fails on a busy machine. ` +
  'Wait for the event, or leave the default (waits give up after 90 s, tests after five minutes).'
const shortLimits = [
  `Property[key.name='timeout'][value.type='Literal'][value.value<${hangMs}]`,
  `CallExpression[callee.property.name=/^(waitFor|waitUntil|poll)$/][arguments.1.type='Literal'][arguments.1.value<${hangMs}]`,
  ...['callee.name', 'callee.object.name', 'callee.object.object.name', 'callee.callee.object.name', 'callee.callee.object.object.name'].map(
    (name) => `CallExpression[${name}=/^(it|test|describe)$/][arguments.2.type='Literal'][arguments.2.value<${hangMs}]`,
  ),
  `CallExpression[callee.name=/^(before|after)(All|Each)$/][arguments.1.type='Literal'][arguments.1.value<${hangMs}]`,
].map((selector) => ({ selector, message: shortLimit }))

const coreOnly =
  'fake-server/core/ answers the API and knows nothing of the demo: it never imports fake-server/demo/ or the entries that wire the demo in (server.ts, node.ts, browser*.ts, http-main.ts). The demo joins through the ServerExtension of core/server.ts.'

export default defineConfig([
  globalIgnores([
    'node_modules/',
    'dist/',
    'dist-*/',
    'build/',
    'test-results/',
    'playwright-report/',
    'coverage/',
    'reports/',
    '.stryker-tmp/',
    'gallery/',
    'public/',
    // Deliberately bad code, linted by tests/unit/lint/boundaries.test.ts under other paths.
    'tests/lint/fixtures/',
  ]),

  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: {
      gatehouse: {
        rules: {
          'disable-needs-reason': disableNeedsReason,
          'no-import-into': noImportInto,
          layers: layersRule,
          'button-look': buttonLook,
          'id-in-address': idInAddress,
          'route-hooks': routeHooks,
          'command-state': commandState,
          'command-texts': commandTexts,
        },
      },
    },
    rules: { 'gatehouse/disable-needs-reason': 'error' },
  },

  // TypeScript: everything tsconfig.json covers, with type information.
  {
    files: tsFiles,
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // As tsc's noUnusedLocals: `const { omitted: _omitted, ...rest } = value` drops a property.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // The router's redirect() returns a Response that route guards throw, by design.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'package', package: '@tanstack/router-core', name: 'Redirect' }] }],
    },
  },

  // Plain JavaScript (scripts/*.mjs, benchmarks, this file): Node programs, no type information.
  {
    files: jsFiles,
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },

  // Benchmarks hand functions to the browser (page.evaluate), which run there.
  {
    files: ['tests/bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  // Tests read raw wire replies (`Reply<any>` bodies, JSON.parse) on purpose: they check malformed
  // and error bodies the schemas would reject, and `expect` asserts their shape. Flagging every
  // member access on them would be noise, not defects; source code keeps these rules.
  {
    files: ['tests/**/*.ts', 'tests/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },

  // Component tests render with Testing Library and act with user-event (see
  // tests/unit/support/render.tsx), not through a React root and events of their own.
  {
    files: ['tests/unit/**/*.ts', 'tests/unit/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-dom/client', message: componentTests },
            { name: 'react-dom/test-utils', message: componentTests },
            { name: 'react', importNames: ['act'], message: componentTests },
          ],
        },
      ],
    },
  },

  // Unit tests wait for events, never for a clock (see shortLimits).
  {
    files: ['tests/unit/**/*.ts', 'tests/unit/**/*.tsx', 'tests/contract/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...shortLimits] },
  },

  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },

  // No source file over 300 lines, every line counted: split by concept. Tests are exempt. No
  // source file today is pure generated data; one that is would be listed in `ignores` here.
  {
    files: ['src/**/*.ts', 'src/**/*.tsx', 'domain/**/*.ts', 'fake-server/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },

  // Import boundaries: src → domain and fake-server → domain, nothing else; inside src/, its layers.
  // tests/ may import all.
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: domainForeignModule, message: domainOnly },
            { regex: domainEscape, message: domainOnly },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...domainSyntax, ...handMadeClock],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: fakeServerPath, message: noFakeServerInApp }] }],
      'no-restricted-syntax': ['error', ...restrictedImportSyntax(fakeServerPath, noFakeServerInApp), ...handMadeClock],
    },
  },
  // Inside src/: app → routes → features → ui → data → api → storage; features meet through their
  // public entries (scripts/lint-layers.mjs says which zone may import which, and why).
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    rules: { 'gatehouse/layers': 'error' },
  },
  {
    files: ['fake-server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: appPath, message: noAppInFakeServer }] }],
      'no-restricted-syntax': ['error', ...restrictedImportSyntax(appPath, noAppInFakeServer), ...handMadeClock],
    },
  },
  // One way to write a date or a time (see timeWording): everywhere but domain/time.
  {
    files: ['src/**/*.ts', 'src/**/*.tsx', 'domain/**/*.ts', 'fake-server/**/*.ts'],
    ignores: [timeModule],
    rules: { 'no-restricted-properties': ['error', ...timeProperties] },
  },
  {
    files: [timeModule],
    rules: { 'no-restricted-syntax': ['error', ...domainSyntax] },
  },
  {
    files: ['fake-server/core/**/*.ts'],
    rules: {
      'gatehouse/no-import-into': [
        'error',
        {
          forbidden: [
            'fake-server/demo',
            'fake-server/server',
            'fake-server/node',
            'fake-server/browser',
            'fake-server/browser-entry',
            'fake-server/http-main',
          ].map((folder) => ({ path: folder, message: coreOnly })),
        },
      ],
    },
  },
  // Small jobs done one way (scripts/lint-one-way.mjs): buttons' look, ids in addresses, route
  // params and search, a screen's saving flag, what a write says.
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    ignores: ['src/ui/Button.tsx'],
    rules: { 'gatehouse/button-look': 'error', 'gatehouse/id-in-address': 'error' },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    ignores: ['src/features/route-hooks.ts'],
    rules: { 'gatehouse/route-hooks': 'error' },
  },
  {
    // Signed-in screens: the signed-out pages run runPublicCommand, which has no pending state.
    files: ['src/features/**/*Screen.tsx'],
    ignores: ['src/features/account/**'],
    rules: { 'gatehouse/command-state': 'error' },
  },
  {
    files: ['src/features/**/*.ts', 'src/features/**/*.tsx'],
    rules: { 'gatehouse/command-texts': 'error' },
  },

  // Last: no rule about layout, which Prettier decides (npm run format:check).
  prettier,
])
