/**
 * The features' commands: the toasts each write shows (exactly the app's texts), and the steps
 * of accepting unlock requests with one key.
 */
import { describe, expect, it } from 'vitest'
import type { OperationInput } from '@domain/api/operations'
import type { Command } from '../../../src/data/commands'
import { deleteChild, deleteDevice, requestPublicKeychain, saveChild } from '../../../src/features/children/child/commands'
import { saveDevice } from '../../../src/features/devices/commands'
import { deleteKey, deleteKeychain, saveKey, saveKeychain, setChildKeychain } from '../../../src/features/keychains/commands'
import { acceptSteps, acceptedText } from '../../../src/features/requests/commands'
import { confirmMethod, deleteNotification, deleteNotificationMethod, saveNotification } from '../../../src/features/settings/commands'

const childInput = {
  id: 'c1',
  isNew: false,
  name: 'Sam',
  keyloggingEnabled: false,
  screenshotsEnabled: false,
  screenshotsResolution: 1000,
  screenshotsFrequency: 60,
  showSuspensionActivity: true,
  downtime: undefined,
  blockedApps: [],
  keychains: [],
} as unknown as OperationInput<'SaveUser'>
const keyInput = (isNew: boolean) =>
  ({
    isNew,
    id: 'k1',
    keychainId: 'kc1',
    key: { type: 'domain', domain: 'a.com', scope: { type: 'webBrowsers' } },
  }) as unknown as OperationInput<'SaveKey'>
const config = { case: 'email', email: 'a@b.c' } as unknown as Parameters<typeof confirmMethod>[2]

const toasts = (c: Command) => (c.texts ? [c.texts.loading, c.texts.success, c.texts.failure] : null)

describe('toast texts of every write', () => {
  it.each<[string, Command, string[]]>([
    ['save child', saveChild(childInput), ['Saving child...', 'Child saved!', 'Failed to save child']],
    ['delete child', deleteChild('c1'), ['Deleting child...', 'Child deleted!', 'Failed to delete child']],
    ['delete device', deleteDevice('c1', 'd1'), ['Deleting device...', 'Device deleted!', 'Failed to delete device']],
    ['request keychain', requestPublicKeychain('q', ' d '), ['Requesting keychain...', 'Keychain requested!', 'Failed to request keychain']],
    ['save device', saveDevice({ id: 'd1', releaseChannel: 'stable' }), ['Saving device...', 'Device saved!', 'Failed to save device']],
    [
      'create keychain',
      saveKeychain({ isNew: true, id: 'kc1', name: 'A' }, 'p1'),
      ['Creating keychain...', 'Keychain created!', 'Failed to create keychain'],
    ],
    [
      'save keychain',
      saveKeychain({ isNew: false, id: 'kc1', name: 'A' }, 'p1'),
      ['Saving keychain...', 'Keychain saved!', 'Failed to save keychain'],
    ],
    ['delete keychain', deleteKeychain('kc1'), ['Deleting keychain...', 'Keychain deleted!', 'Failed to delete keychain']],
    ['create key', saveKey(keyInput(true), 1), ['Creating key...', 'Key created!', 'Failed to create key']],
    ['save key', saveKey(keyInput(false), 1), ['Saving key...', 'Key saved!', 'Failed to save key']],
    ['delete key', deleteKey('kc1', 'k1', 0), ['Deleting key...', 'Key deleted!', 'Failed to delete key']],
    ['assign keychain', setChildKeychain('c1', 'kc1', true), ['Updating keychain...', 'Keychain updated!', 'Failed to update keychain']],
    [
      'save notification',
      saveNotification({
        id: 'n1',
        isNew: true,
        methodId: 'm1',
        trigger: { case: 'suspendFilterRequestSubmitted' },
      } as unknown as OperationInput<'SaveNotification'>),
      ['Saving notification...', 'Notification saved!', 'Failed to save notification'],
    ],
    ['delete notification', deleteNotification('n1'), ['Deleting notification...', 'Notification deleted!', 'Failed to delete notification']],
    [
      'delete method',
      deleteNotificationMethod('m1'),
      ['Deleting notification method...', 'Notification method deleted!', 'Failed to delete notification method'],
    ],
    [
      'add method',
      confirmMethod('m1', 123456, config),
      ['Adding notification method...', 'Notification method added!', 'Failed to add notification method'],
    ],
  ])('%s', (_name, c, expected) => {
    expect(toasts(c)).toEqual(expected)
  })

  it('a key saved as a step of a larger write shows no toast of its own', () => {
    expect(saveKey(keyInput(true), 1, { quiet: true }).texts).toBeUndefined()
  })
})

describe('accepting unlock requests', () => {
  const args = { userId: 'c1', requestIds: ['R1', 'r2', 'r3'], key: keyInput(true), numKeys: 3, keyAlreadySaved: false, alreadyAccepted: [] }
  const shape = (steps: ReturnType<typeof acceptSteps>) => steps.map((s) => (s.step === 'key' ? 'key' : s.requestId))

  it('saves the key quietly, then accepts each request', () => {
    const steps = acceptSteps(args)
    expect(shape(steps)).toEqual(['key', 'R1', 'r2', 'r3'])
    expect(steps[0]!.command.texts).toBeUndefined()
    expect(steps[1]!.command.input).toEqual({ id: 'R1', status: 'accepted' })
  })

  it('on a retry, repeats only what is left: never a second key, never a request already accepted (ids in any case)', () => {
    expect(shape(acceptSteps({ ...args, keyAlreadySaved: true, alreadyAccepted: ['r1'] }))).toEqual(['r2', 'r3'])
  })

  it('says how many requests it accepted', () => {
    expect(acceptedText(1)).toBe('Unlock request accepted!')
    expect(acceptedText(3)).toBe('3 unlock requests accepted!')
  })
})
