/**
 * The DemoControl the app and testers use (`window.gatehouseDemo` in the browser): the demo
 * credentials, the outbox, change notifications, reset (to the normal or the large family), fault
 * injection, busy days, triggers of the simulated Macs (demo/triggers.ts), holding the family
 * still or letting it act, moving the demo forward in time (demo/time-travel.ts) and switching
 * the demo parent's subscription (demo/subscription.ts), and keeping a state to come back to
 * (demo/kept-state.ts).
 */
import type { DemoControl, DemoFamily } from '@domain/demo/control'
import { parseIsoDate } from '@domain/calendar/dates'
import { generateBusyDay } from './activity/busy-day'
import { markOf } from '../core/db/marks'
import type { ControlParts } from '../core/server'
import { largeFamilyMark } from './seed/large'
import { setDemoSubscription } from './subscription'
import { applyHostileFamily } from './hostile-family'
import {
  triggerDeviceOffline,
  triggerDeviceOnline,
  triggerScreenshot,
  triggerSecurityEvent,
  triggerSuspensionRequest,
  triggerUnlockRequest,
} from './triggers'
import { demoCredentials } from './seed/seed'
import { familyActs } from './simulator/family-pace'
import { setFamilyActing } from './simulator/events'
import { ageStoredState } from './time-travel'
import { keptStates } from './kept-state'

/** The family the next seed makes; the DemoControl sets it before a reset. */
export interface FamilyChoice {
  next: DemoFamily
}

export function createDemoControl(parts: ControlParts, choice: FamilyChoice): DemoControl {
  const { deps, faults, listeners } = parts
  const { db, outbox } = deps
  const family = () => (markOf(db, largeFamilyMark) === undefined ? 'normal' : 'large')
  const kept = keptStates(parts)
  return {
    credentials: demoCredentials,
    outbox: () => outbox.list(),
    clearOutbox: () => {
      outbox.clear()
      parts.changed()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    reset: async (chosen) => {
      await parts.ready()
      choice.next = chosen ?? family()
      await parts.reset()
    },
    family,
    keepState: (text) => kept.keep(text),
    restoreKeptState: () => kept.restore(),
    faults: () => faults.get(),
    setFaults: (partial) => {
      faults.set(partial)
      parts.changed()
    },
    seedBusyDay: async (request) => {
      await parts.ready()
      const date = parseIsoDate(request.date)
      if (!date) throw new Error(`not a YYYY-MM-DD date: ${request.date}`)
      const childId = request.childId ?? db.userDevice.getAll()[0]?.childId
      if (!childId) throw new Error('no child has a computer')
      generateBusyDay(deps, childId, date, {
        screenshots: request.screenshots,
        lines: request.lines,
        jsTimezoneOffsetMinutes: request.jsTimezoneOffsetMinutes ?? 0,
      })
      parts.changed()
      return { childId }
    },
    triggerUnlockRequest: (childId) => trigger(() => triggerUnlockRequest(deps, childId)),
    triggerSuspensionRequest: (childId) => trigger(() => triggerSuspensionRequest(deps, childId)),
    triggerSecurityEvent: (childId) => trigger(() => triggerSecurityEvent(deps, childId)),
    triggerScreenshot: (childId) => trigger(() => triggerScreenshot(deps, childId)),
    triggerDeviceOffline: (childId) => trigger(() => triggerDeviceOffline(deps, childId)),
    triggerDeviceOnline: (childId) => trigger(() => triggerDeviceOnline(deps, childId)),
    setSubscription: async (status, daysLeft) => {
      await parts.ready()
      setDemoSubscription(deps, status, daysLeft)
      parts.changed()
    },
    seedHostileFamily: async () => {
      await parts.ready()
      applyHostileFamily(deps)
      parts.changed()
    },
    familyActs: () => familyActs(db),
    setFamilyActs: async (acting) => {
      await parts.ready()
      setFamilyActing(deps, acting)
      parts.changed()
    },
    advanceTime: async (ms) => {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`advanceTime needs a duration of 0 ms or more, not ${ms}`)
      await parts.ready()
      ageStoredState(deps, ms)
      parts.changed()
      await parts.tick()
    },
  }

  async function trigger<T>(make: () => T): Promise<T> {
    await parts.ready()
    // Work already due happens first, so the trigger's request is the newest.
    await parts.tick()
    const made = make()
    parts.changed()
    return made
  }
}
