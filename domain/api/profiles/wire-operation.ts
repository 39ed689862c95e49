/**
 * One operation as one server's wire carries it, and how it maps to and from the app's types.
 *
 * A profile is a table of these, one per operation of `operations.ts`. The client uses the
 * `toWire…Input` / `fromWire…Output` side, the fake server the other; the adapter (`adapter.ts`)
 * is the only code that reads the tables.
 */
import type * as z from 'zod/mini'
import { type DecodedInput, type OperationInput, type OperationName, type OperationOutput, type WireOutput, operations } from '../operations'

/** An app value this wire has no way to say (e.g. a kind of entity the server does not know). */
export class NotOnThisWire extends Error {
  override readonly name = 'NotOnThisWire'
}

export interface WireOperation<N extends OperationName = OperationName> {
  /** The operation's name on this wire (the last segment of its URL). */
  readonly name: string
  /** This wire's request body; `noInput` for operations sent without one. */
  readonly input: z.ZodMiniType
  /** This wire's answer. */
  readonly output: z.ZodMiniType
  /** The app's input as this wire's body value (throws `NotOnThisWire`). */
  readonly toWireInput: (input: OperationInput<N>) => unknown
  /** A body this wire's input schema accepted, as the app's input. */
  readonly fromWireInput: (wire: never) => DecodedInput<N>
  /** The app's answer (wire-form values) as this wire's answer. */
  readonly toWireOutput: (output: WireOutput<N>) => unknown
  /** An answer this wire's output schema accepted, as the app's answer. */
  readonly fromWireOutput: (wire: never) => OperationOutput<N>
}

/** A complete profile: every operation of the app, each as this wire carries it. */
export type WireTable = { readonly [N in OperationName]: WireOperation<N> }

/** The operation exactly as the app declares it, under the same name. */
export function same<N extends OperationName>(op: N): WireOperation<N> {
  return {
    name: op,
    input: operations[op].input,
    output: operations[op].output,
    toWireInput: (input) => input,
    fromWireInput: (wire) => wire,
    toWireOutput: (output) => output,
    fromWireOutput: (wire) => wire,
  }
}

/** Every operation of the table exactly as the app declares it. */
export const sameAll = <N extends OperationName>(names: readonly N[]): { [K in N]: WireOperation<K> } =>
  Object.fromEntries(names.map((n) => [n, same(n)])) as { [K in N]: WireOperation<K> }

/**
 * An operation whose wire differs from the app's types: its wire schemas and the four
 * mappings, each typed by those schemas.
 */
export function mapped<N extends OperationName, WI extends z.ZodMiniType, WO extends z.ZodMiniType>(
  _op: N,
  wire: {
    readonly name: string
    readonly input: WI
    readonly output: WO
    readonly toWireInput: (input: OperationInput<N>) => z.input<WI>
    readonly fromWireInput: (wire: z.output<WI>) => DecodedInput<N>
    readonly toWireOutput: (output: WireOutput<N>) => z.input<WO>
    readonly fromWireOutput: (wire: z.output<WO>) => OperationOutput<N>
  },
): WireOperation<N> {
  return wire
}

/**
 * An operation this server does not have: the app's input is never sent (the client reports
 * `NotOnThisWire` instead of calling). The name stays the operation's own, so a server speaking
 * several profiles still routes it by its later form.
 */
export function notOffered<N extends OperationName>(op: N, why: string): WireOperation<N> {
  return {
    ...same(op),
    toWireInput: () => {
      throw new NotOnThisWire(why)
    },
  }
}

/** Each of the operations this server does not have (see `notOffered`). */
export const notOfferedAll = <N extends OperationName>(names: readonly N[], why: string): { [K in N]: WireOperation<K> } =>
  Object.fromEntries(names.map((n) => [n, notOffered(n, why)])) as { [K in N]: WireOperation<K> }
