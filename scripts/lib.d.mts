// Types for lib.mjs, so TypeScript files (playwright.config.ts) can use it.
export declare const root: string
export declare const tools: { vite: string; vitest: string; tsc: string; eslint: string; prettier: string; knip: string; playwright: string }
export declare const gcFlags: string[]
export declare const browserHelp: string
export interface FoundBrowser {
  /** Executable to launch; undefined = Playwright's bundled Chromium (its default). */
  path: string | undefined
  source: 'CHROME_PATH' | 'system' | 'playwright'
  resolved?: string
}
export declare function findBrowser(): FoundBrowser | null
/** Chromium's headless shell for the end-to-end tests, or null (then `findBrowser()`'s runs them). */
export declare function findHeadlessShell(): { path: string; source: 'HEADLESS_SHELL_PATH' | 'system' } | null
export declare const browserArgs: string[]
export declare function freePort(start: number, host?: string, attempts?: number): Promise<number>
export declare function runNode(
  script: string,
  args?: string[],
  options?: { env?: Record<string, string | undefined>; cwd?: string },
): Promise<number>
export declare function reportCount(report: unknown, name: string): number | undefined
