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

/**
 * A schema, or how to build it: a built one is kept as it is; a builder runs when the schema is
 * first used (an answer parsed), so a page builds only the schemas of the operations it calls.
 */
type SchemaOrBuilder = z.ZodMiniType | (() => z.ZodMiniType)
type Made<S extends SchemaOrBuilder> = S extends () => infer T ? (T extends z.ZodMiniType ? z.ZodMiniLazy<T> : never) : S

const made = <S extends SchemaOrBuilder>(schema: S): Made<S> => (typeof schema === 'function' ? z.lazy(schema) : schema) as Made<S>

/** An operation anyone may call. */
export const none = <I extends SchemaOrBuilder, O extends SchemaOrBuilder>(input: I, output: O) =>
  ({ auth: 'none', input: made(input), output: made(output) }) as const satisfies OperationDef

/** An operation that needs the parent's token. */
export const admin = <I extends SchemaOrBuilder, O extends SchemaOrBuilder>(input: I, output: O) =>
  ({ auth: 'admin', input: made(input), output: made(output) }) as const satisfies OperationDef
