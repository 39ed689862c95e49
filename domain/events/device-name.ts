/** A device's custom name as a save sends it: shared by the devices' events and their projector. */

/** The name a save sends: trimmed, and none at all when blank (a blank name clears it). */
export function customNameToSend(name: string | undefined | null): string | undefined {
  const trimmed = (name ?? '').trim()
  return trimmed === '' ? undefined : trimmed
}
