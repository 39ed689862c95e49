/**
 * The one adapter between the app's types and a profile's wire. The client encodes requests
 * and decodes answers through it; the fake server, which speaks every profile at once, routes,
 * decodes requests and encodes answers through it.
 */
import type { DecodedInput, OperationInput, OperationName, OperationOutput, WireOutput } from '../operations'
import { noInput, operations } from '../operations'
import { type ApiProfile, apiProfiles, profileTables } from './index'
import { NotOnThisWire, type WireOperation } from './wire-operation'

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string }

const wireOf = <N extends OperationName>(profile: ApiProfile, op: N): WireOperation<N> => profileTables[profile][op]

/** The operation's name on the profile's wire (the last segment of its URL). */
export const wireName = (profile: ApiProfile, op: OperationName): string => wireOf(profile, op).name

// ── client side ─────────────────────────────────────────────────────────────────────────────

/**
 * The request body for the app's input: JSON text, or undefined for none. Only what the
 * wire's input schema keeps is sent (unknown keys dropped, null optionals omitted). Fails when
 * the input has no form on this wire, or the result does not fit it.
 */
export function encodeRequest<N extends OperationName>(profile: ApiProfile, op: N, input: OperationInput<N>): Outcome<string | undefined> {
  const wire = wireOf(profile, op)
  let value: unknown
  try {
    value = wire.toWireInput(input)
  } catch (error) {
    if (error instanceof NotOnThisWire) return { ok: false, reason: `${op} on the ${profile} API: ${error.message}` }
    throw error
  }
  if (wire.input === noInput) return { ok: true, value: undefined }
  const parsed = wire.input.safeParse(value)
  if (!parsed.success) return { ok: false, reason: `${op}: the request does not fit the ${profile} API: ${parsed.error.message}` }
  return { ok: true, value: JSON.stringify(parsed.data) }
}

/** A success answer (parsed JSON) as the app's output, when it fits the wire's output schema. */
export function decodeResponse<N extends OperationName>(profile: ApiProfile, op: N, body: unknown): Outcome<OperationOutput<N>> {
  const wire = wireOf(profile, op)
  const parsed = wire.output.safeParse(body)
  if (!parsed.success) return { ok: false, reason: parsed.error.message }
  return { ok: true, value: (wire.fromWireOutput as (w: unknown) => OperationOutput<N>)(parsed.data) }
}

// ── server side ─────────────────────────────────────────────────────────────────────────────

export interface WireRoute<N extends OperationName = OperationName> {
  readonly op: N
  readonly profile: ApiProfile
  readonly wire: WireOperation<N>
}

/**
 * Every wire name of every profile, with the app operation it stands for. A name both profiles
 * use stands for the same operation in both; its later form is kept, which accepts every body
 * the earlier one does (an added optional key at most).
 */
export const wireRoutes: ReadonlyMap<string, WireRoute> = (() => {
  const routes = new Map<string, WireRoute>()
  for (const profile of apiProfiles) {
    for (const op of Object.keys(operations) as OperationName[]) {
      const wire = wireOf(profile, op)
      const known = routes.get(wire.name)
      if (known && known.op !== op) throw new Error(`${wire.name} stands for both ${known.op} and ${op}`)
      routes.set(wire.name, { op, profile, wire })
    }
  }
  return routes
})()

export const routeOf = (wireName: string): WireRoute | undefined => wireRoutes.get(wireName)

/**
 * A request body (JSON text, or absent) as the app's input; fails when it does not decode by
 * the wire's input schema. Operations without input ignore the body entirely.
 */
export function decodeRequest<N extends OperationName>(route: WireRoute<N>, rawBody: string | null | undefined): Outcome<DecodedInput<N>> {
  const fromWire = route.wire.fromWireInput as (w: unknown) => DecodedInput<N>
  if (route.wire.input === noInput) return { ok: true, value: fromWire(undefined) }
  if (rawBody === null || rawBody === undefined || rawBody.trim() === '') return { ok: false, reason: 'no body' }
  let json: unknown
  try {
    json = JSON.parse(rawBody)
  } catch {
    return { ok: false, reason: 'the body is not JSON' }
  }
  const parsed = route.wire.input.safeParse(json)
  return parsed.success ? { ok: true, value: fromWire(parsed.data) } : { ok: false, reason: parsed.error.message }
}

/** The app's answer (wire-form values) as the route's wire answer. */
export const encodeResponse = <N extends OperationName>(route: WireRoute<N>, output: WireOutput<N>): unknown => route.wire.toWireOutput(output)
