// Types for start-args.mjs.
export declare const startHelp: string
export interface StartArgs {
  readonly help: boolean
  /** The port asked for with --port or PORT; undefined when none (or when there are errors). */
  readonly port: number | undefined
  readonly errors: readonly string[]
}
export declare function parseStartArgs(args: readonly string[], env: Readonly<Record<string, string | undefined>>): StartArgs
