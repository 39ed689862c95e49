/**
 * The large family's added children and their devices: the first `addedChildrenWithMacs` have two
 * Macs (one login each) and iPhones or iPads, the rest iPhones and iPads only, until the demo
 * parent has `largeFamilySize.children` children and `largeFamilySize.devices` devices.
 */
import { type Db, day, hour, writeJson } from '../../../core/db/db'
import { iosBlockGroups } from '../../../core/ios-block-groups'
import { familyIds } from '../ids'
import { addedChildNames, addedChildrenWithMacs, largeFamilySize, largeIds } from './ids'

/** An added child and the logins of its Macs (none for a child with only iPhones and iPads). */
export interface AddedChild {
  readonly id: string
  readonly name: string
  readonly logins: readonly string[]
}

const macModels = ['Mac14,2', 'MacBookPro18,1', 'iMac21,1', 'Mac15,12', 'Macmini9,1'] as const
const statuses = [{ case: 'filterOn' }, { case: 'filterOn' }, { case: 'offline' }, { case: 'filterOn' }] as const

/** The demo parent's devices: Macs and iPhones/iPads of their children. */
export function countDevices(db: Db, adminId: string): number {
  const children = new Set(db.child.findMany({ where: { adminId: { equals: adminId } } }).map((c) => c.id))
  const computers = db.computer.findMany({ where: { adminId: { equals: adminId } } }).length
  const ios = db.iosDevice.getAll().filter((d) => children.has(d.childId)).length
  return computers + ios
}

export function seedAddedChildren(db: Db, now: number, rnd: () => number): AddedChild[] {
  const adminId = familyIds.demoAdmin
  const ago = (ms: number) => now - ms
  const existing = db.child.findMany({ where: { adminId: { equals: adminId } } }).length
  const count = largeFamilySize.children - existing
  const added: AddedChild[] = []
  let computerNumber = 0
  for (let i = 0; i < count; i++) {
    const id = largeIds.child(i + 1)
    const name = addedChildNames[i % addedChildNames.length] ?? `Child ${i + 1}`
    db.child.create({
      id,
      adminId,
      name,
      keyloggingEnabled: i % 4 !== 3,
      screenshotsEnabled: true,
      screenshotsResolution: 1000,
      screenshotsFrequency: 60,
      showSuspensionActivity: true,
      downtimeJson: i % 3 === 0 ? writeJson({ start: { hour: 21, minute: 30 }, end: { hour: 7, minute: 0 } }) : null,
      createdAt: ago(14 * day + i * hour),
    })
    const logins: string[] = []
    if (i < addedChildrenWithMacs) {
      for (let m = 0; m < 2; m++) {
        computerNumber++
        const computerId = largeIds.computer(computerNumber)
        db.computer.create({
          id: computerId,
          adminId,
          customName: m === 0 ? null : `${name}’s school Mac`,
          modelIdentifier: macModels[computerNumber % macModels.length] ?? 'Mac14,2',
          serialNumber: `C02LF${computerNumber.toString().padStart(7, '0')}`,
          releaseChannel: 'stable',
          osVersion: '14.5.0',
          createdAt: ago(14 * day),
        })
        const loginId = largeIds.login(computerNumber)
        db.userDevice.create({
          id: loginId,
          childId: id,
          computerId,
          isAdmin: false,
          appVersion: '2.7.1',
          filterVersion: '2.7.1',
          username: name.toLowerCase(),
          fullUsername: name,
          numericId: 501,
          statusJson: writeJson(statuses[computerNumber % statuses.length]),
          createdAt: ago(14 * day),
        })
        logins.push(loginId)
      }
    }
    added.push({ id, name, logins })
  }
  seedAddedIOSDevices(db, now, added, rnd)
  return added
}

/** iPhones and iPads, round the added children, until the parent has the family's device count. */
function seedAddedIOSDevices(db: Db, now: number, children: readonly AddedChild[], rnd: () => number): void {
  const missing = largeFamilySize.devices - countDevices(db, familyIds.demoAdmin)
  for (let n = 0; n < missing; n++) {
    const child = children[n % children.length]
    if (!child) return
    const groups = iosBlockGroups.filter(() => rnd() < 0.4).map((g) => g.id)
    db.iosDevice.create({
      id: largeIds.iosDevice(n + 1),
      childId: child.id,
      deviceType: n % 3 === 2 ? 'iPad' : 'iPhone',
      osVersion: n % 2 === 0 ? '18.5' : '17.7.2',
      webPolicy: n % 4 === 0 ? 'blockAll' : 'blockAllExcept',
      webPolicyDomainsJson: writeJson(n % 4 === 0 ? [] : ['khanacademy.org', 'wikipedia.org']),
      enabledBlockGroupsJson: writeJson(groups),
      createdAt: now - (10 * day - n * hour),
    })
  }
}
