/**
 * Reads from services other than the API, cached by the engine like any query: a query names one
 * as its `op`, and the engine asks the loader the app gave for that name instead of the API. Such
 * a read says nothing about whether the API can be reached, and no domain event changes it.
 */
import type { OperationInput, OperationName, OperationOutput } from '@domain/api/operations'
import type { GeoLocation } from '@domain/security/geoip'

/** Each external read's input and answer. */
export interface ExternalReads {
  /** Where an IP address is; null when the service does not know (or could not be asked). */
  readonly GeoIpLocation: { readonly input: string; readonly output: GeoLocation | null }
}

export type ExternalReadName = keyof ExternalReads

/** What a query may read: an API operation or an external read. */
export type ReadName = OperationName | ExternalReadName
export type ReadInput<N extends ReadName> = N extends ExternalReadName ? ExternalReads[N]['input'] : OperationInput<Exclude<N, ExternalReadName>>
export type ReadOutput<N extends ReadName> = N extends ExternalReadName ? ExternalReads[N]['output'] : OperationOutput<Exclude<N, ExternalReadName>>

/** The loaders the app gives the engine, by name; a loader should not reject (a rejection is a failed read). */
export type ExternalLoaders = {
  readonly [N in ExternalReadName]?: (input: ExternalReads[N]['input']) => Promise<ExternalReads[N]['output']>
}

const externalNames: ReadonlySet<string> = new Set<ExternalReadName>(['GeoIpLocation'])

export const isExternalRead = (name: ReadName): name is ExternalReadName => externalNames.has(name)
