/**
 * The demo family as the fake server's extension: the seed, the family's simulated work, the
 * demo's own routes and the DemoControl.
 */
import type { DemoFamily } from '@domain/demo/control'
import type { ServerExtension, Simulation } from '../core/server'
import { type FamilyChoice, createDemoControl } from './control'
import { demoRoutes } from './routes'
import { seedLargeFamily } from './seed/large'
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
  /** The family a fresh start seeds (default `normal`); the control's `reset(family)` changes it. */
  readonly family?: DemoFamily
  /**
   * Gives way between the chunks of a large seed (the browser yields to its event loop, so the
   * page stays responsive). Default: carry straight on.
   */
  readonly pause?: () => Promise<void>
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
  const choice: FamilyChoice = { next: options.family ?? 'normal' }
  const pause = options.pause ?? (() => Promise.resolve())
  const seed = (deps: Parameters<ServerExtension['seed']>[0]) => (choice.next === 'large' ? seedLargeFamily(deps, pause) : seedDemo(deps, pause))
  return { seed, simulations, routes: demoRoutes, control: (parts) => createDemoControl(parts, choice) }
}
