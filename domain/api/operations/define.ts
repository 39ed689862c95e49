/**
 * How an operation is declared: its auth mode and the app's input and output schemas.
 */
import * as z from 'zod/mini'

export type AuthMode = 'none' | 'admin'

/** Marks an operation whose request has no body. */
export const noInput = z.undefined()
export type NoInput = typeof noInput

export interface OperationDef<A extends AuthMode = AuthMode, I extends z.ZodMiniType = z.ZodMiniType, O extends z.ZodMiniType = z.ZodMiniType> {
  readonly auth: A
  readonly input: I
  readonly output: O
}

/** An operation anyone may call. */
export const none = <I extends z.ZodMiniType, O extends z.ZodMiniType>(input: I, output: O) =>
  ({ auth: 'none', input, output }) as const satisfies OperationDef

/** An operation that needs the parent's token. */
export const admin = <I extends z.ZodMiniType, O extends z.ZodMiniType>(input: I, output: O) =>
  ({ auth: 'admin', input, output }) as const satisfies OperationDef
