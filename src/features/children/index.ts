/**
 * The children feature's public entry: what other features use of it (Home's first-device card
 * reuses the panel that connects a child's Mac). Routes load its screens lazily and read its
 * route data from ./queries.ts.
 */
export { Onboarding } from './child/Onboarding'
