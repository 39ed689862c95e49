/**
 * The keychains feature's public entry: what other features use of it (the key wizard, a child's
 * address test). Routes load its screens lazily and read its route
 * data from ./queries.ts.
 */
export { ChildAddressTest } from './ChildAddressTest'
export { KeyWizard } from './KeyWizard'
