/**
 * The demo family as the fake server's extension: the seed, the family's simulated work, the
 * demo's own routes and the DemoControl.
 */
import type { ServerExtension, Simulation } from '../core/server'
import { createDemoControl } from './control'
import { demoRoutes } from './routes'
import { seedDemo } from './seed/seed'
import { applyDueDeviceWork } from './simulator/devices'
import { applyDueDeviceEvents } from './simulator/events'
import { applyDueOpening } from './simulator/family-opening'
import { applyDueRequests } from './simulator/requests'

export interface DemoOptions {
  /**
   * Whether the simulated family acts on its own (default true): the children send unlock and
   * suspension requests (simulator/requests.ts), their Macs report security events and go
   * offline for a while (simulator/events.ts). Tests that follow exact lists over hours turn it off.
   */
  readonly simulateRequests?: boolean
}

export function demoExtension(options: DemoOptions = {}): ServerExtension {
  // Requests go first: the moments they catch up on see the Macs as they were, before this
  // round's device work (e.g. a suspension that ends now) changes them; the Macs' own events
  // (simulator/events.ts) end what has ended by each of their moments themselves.
  const simulations: Simulation[] = [
    // The family's opening goes first: its moments come before the windows' (demo/simulator/family-opening.ts).
    ...(options.simulateRequests === false ? [] : [applyDueOpening, applyDueRequests, applyDueDeviceEvents]),
    applyDueDeviceWork,
  ]
  return { seed: seedDemo, simulations, routes: demoRoutes, control: createDemoControl }
}
