/**
 * The operation table: every dashboard operation under the spec's name, with its auth mode and
 * the app's input and output schemas, one module per area under `operations/`.
 *
 * This is the app's single view of the API. How each operation travels on a given server (its
 * name there, its body, its answer) is the business of the API profiles in `profiles/`, which
 * map these types to and from their wire. Adding an operation = one entry here, one entry in
 * each profile, one handler in the fake server, then call it from the app.
 *
 * An operation's schemas are declared as builders (`admin(noInput, () => z.array(User))`),
 * run on first use: loading the table builds none of them (./operations/define.ts).
 */
import type * as z from 'zod/mini'
import { accountOperations } from './operations/account'
import { activityOperations } from './operations/activity'
import { childrenOperations } from './operations/children'
import { type NoInput, noInput } from './operations/define'
import { iosOperations } from './operations/ios'
import { keychainOperations } from './operations/keychains'
import { publicOperations } from './operations/public'
import { requestOperations } from './operations/requests'

export { type AuthMode, type NoInput, type OperationDef, noInput } from './operations/define'

export const operations = {
  ...publicOperations,
  ...accountOperations,
  ...childrenOperations,
  ...activityOperations,
  ...keychainOperations,
  ...requestOperations,
  ...iosOperations,
} as const

export type Operations = typeof operations
export type OperationName = keyof Operations
export type AdminOperationName = {
  [N in OperationName]: Operations[N]['auth'] extends 'admin' ? N : never
}[OperationName]

/** What a caller passes (`undefined` for operations without a body). */
export type OperationInput<N extends OperationName> = Operations[N]['input'] extends NoInput ? undefined : z.input<Operations[N]['input']>
/** What the input decodes to (the fake server's view). */
export type DecodedInput<N extends OperationName> = z.output<Operations[N]['input']>
/** A validated response. */
export type OperationOutput<N extends OperationName> = z.output<Operations[N]['output']>
/** A response before validation, ids and dates as plain strings (what the fake server produces). */
export type WireOutput<N extends OperationName> = z.input<Operations[N]['output']>

export const operationNames = Object.keys(operations) as OperationName[]

export const isOperationName = (name: string): name is OperationName => Object.prototype.hasOwnProperty.call(operations, name)

export const hasNoInput = (name: OperationName): boolean => operations[name].input === noInput
