/** The device screen's write, as a command: a computer's name and release channel. */
import { deviceSavedEvent } from '@domain/events/devices'
import type { OperationInput } from '@domain/api/operations'
import { type Command, cacheKeys, command, entityTexts, verbs } from '../../data'

/** The devices and the children's screens show the computer's name. */
export function saveDevice(input: OperationInput<'SaveDevice'>): Command<'SaveDevice'> {
  return command({
    op: 'SaveDevice',
    input,
    event: deviceSavedEvent(input),
    invalidate: [cacheKeys.computers(), cacheKeys.users()],
    texts: entityTexts(verbs.save, 'device'),
  })
}
