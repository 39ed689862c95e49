/**
 * The extra monitoring a parent last chose when granting a child's filter suspension, remembered
 * per child in this browser, so the next grant starts from it. A remembered choice the new
 * request does not offer starts from 'off'.
 */
import '../../zod-setup'
import * as z from 'zod/mini'
import { idKey } from '@domain/api/ids'
import { noExtraMonitoring } from '@domain/requests/suspension'
import { type StoredValue, storedValue, textCodec } from '../../data'

const memories = new Map<string, StoredValue<string>>()

/** One child's remembered choice (one declaration per child, shared by every reader). */
export function extraMonitoringMemory(childId: string): StoredValue<string> {
  const id = idKey(childId)
  let memory = memories.get(id)
  if (!memory) {
    memory = storedValue({
      key: `gatehouse.extra-monitoring.${id}`,
      schema: z.string().check(z.minLength(1)),
      default: noExtraMonitoring,
      codec: textCodec,
    })
    memories.set(id, memory)
  }
  return memory
}

/** The choice a grant starts from: the remembered one when this request offers it, else 'off'. */
export function rememberedExtraMonitoring(childId: string, offered: Readonly<Record<string, string>>): string {
  const stored = extraMonitoringMemory(childId).read()
  return Object.hasOwn(offered, stored) ? stored : noExtraMonitoring
}

/** Remembers a granted choice ('off' forgets). */
export function rememberExtraMonitoring(childId: string, choice: string): void {
  const memory = extraMonitoringMemory(childId)
  if (choice === noExtraMonitoring) memory.remove()
  else memory.write(choice)
}
