/**
 * The demo's fake-server control as end-to-end tests use it, through a page: outbox, credentials,
 * faults, reset. The `demo` fixture is this for the test's page.
 */
import { expect, type Page } from '@playwright/test'
import type { DemoCredentials, FaultSettings, OutboxMessage } from '@domain/demo/control'
import { quietPage } from './kept-context'

const onQuietPage = (page: Page): boolean => page.url().endsWith(quietPage)

/** The demo's fake-server control, driven from the test through the page. */
export interface DemoHelpers {
  /** Waits until the demo's fake server answers (opens `/login` first if the page is blank). */
  ready(): Promise<void>
  /** Every message the server "sent" (e-mail, text, Slack), newest first. */
  outbox(): Promise<OutboxMessage[]>
  /** Waits until a message matches (each change of the outbox is looked at); fails after `timeout` ms (default: only a hang reaches it). */
  waitForMessage(predicate: (message: OutboxMessage) => boolean, timeout?: number): Promise<OutboxMessage>
  /** The seeded parent's e-mail and password. */
  credentials(): Promise<DemoCredentials>
  /** Fault injection (latency, error, drop and malformed rates, per operation). */
  setFaults(faults: Partial<FaultSettings>): Promise<void>
  /** Restores the seeded demo family and empties the outbox. */
  reset(): Promise<void>
}

/** The `demo` helpers for any page (the `demo` fixture is this for the test's `page`). */
export function demoHelpers(page: Page): DemoHelpers {
  const ready = async (): Promise<void> => {
    if (page.url() === 'about:blank' || onQuietPage(page)) await page.goto('/login')
    // A reload while waiting (e.g. a dev server that just re-optimised its dependencies) destroys
    // the page's context; wait again on the new page.
    for (let attempt = 1; ; attempt++) {
      try {
        await page.waitForFunction(() => window.gatehouseDemoReady !== undefined, undefined, { timeout: 60_000 })
        await page.evaluate(async () => {
          await window.gatehouseDemoReady
        })
        return
      } catch (error) {
        const navigated = error instanceof Error && /context was destroyed|navigat/i.test(error.message)
        if (!navigated || attempt >= 3) throw error
        await page.waitForLoadState('load')
      }
    }
  }
  const outbox = async (): Promise<OutboxMessage[]> => {
    await ready()
    return page.evaluate(() => [...(window.gatehouseDemo?.outbox() ?? [])])
  }
  return {
    ready,
    outbox,
    async waitForMessage(predicate, timeout = 60_000) {
      let found: OutboxMessage | undefined
      let seen: OutboxMessage[] = []
      const look = async () => {
        seen = await outbox()
        found = seen.find(predicate)
        return found !== undefined
      }
      const summary = () => seen.map((m) => `  ${m.channel} to ${m.to}: ${m.subject}`).join('\n') || '  (empty)'
      await expect
        .poll(look, { timeout, message: `an outbox message that matches (outbox: see below)` })
        .toBe(true)
        .catch((error: unknown) => {
          throw new Error(`No outbox message matched. Outbox:\n${summary()}\n${String(error)}`)
        })
      return found!
    },
    async credentials() {
      await ready()
      return page.evaluate(() => {
        const control = window.gatehouseDemo
        if (!control) throw new Error('The demo is not running on this page.')
        return { ...control.credentials }
      })
    },
    async setFaults(faults) {
      await ready()
      await page.evaluate((value) => window.gatehouseDemo?.setFaults(value), faults)
    },
    async reset() {
      await ready()
      await page.evaluate(async () => {
        await window.gatehouseDemo?.reset()
      })
    },
  }
}
