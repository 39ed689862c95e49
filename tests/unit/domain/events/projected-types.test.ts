/**
 * The projectors name the event types they handle as plain lists (so the data engine folds views
 * without building the events' schemas); each list is exactly the types of its events' schemas,
 * and together they handle every domain event.
 */
import { describe, expect, it } from 'vitest'
import { domainEventTypes } from '@domain/events'
import { eventTypes } from '@domain/events/core'
import { activityEvents } from '@domain/events/activity'
import { announcementEvents } from '@domain/events/announcements'
import { ChildDeleted, ChildKeychainSet, ChildSaved, childrenEvents } from '@domain/events/children'
import { devicesEvents } from '@domain/events/devices'
import { iosEvents } from '@domain/events/ios'
import { keychainsEvents } from '@domain/events/keychains'
import { notificationsEvents } from '@domain/events/notifications'
import { projections } from '@domain/events/projections'
import { activityProjectedTypes } from '@domain/events/projectors/activity'
import { announcementProjectedTypes } from '@domain/events/projectors/announcements'
import { childrenProjectedTypes } from '@domain/events/projectors/children'
import { devicesProjectedTypes } from '@domain/events/projectors/devices'
import { iosProjectedTypes } from '@domain/events/projectors/ios'
import { keychainsProjectedTypes } from '@domain/events/projectors/keychains'
import { notificationsProjectedTypes } from '@domain/events/projectors/notifications'
import { requestsProjectedTypes } from '@domain/events/projectors/requests'
import { requestsEvents } from '@domain/events/requests'

const sorted = (types: readonly string[]) => [...types].sort()

describe("the projectors' event types", () => {
  it.each([
    ['activity', activityProjectedTypes, activityEvents],
    ['announcements', announcementProjectedTypes, announcementEvents],
    ['children', childrenProjectedTypes, childrenEvents],
    ['devices', devicesProjectedTypes, devicesEvents],
    ['ios', iosProjectedTypes, iosEvents],
    // The keychains list also changes with who has a keychain: a child saved or deleted, a keychain given or taken.
    ['keychains', keychainsProjectedTypes, [...keychainsEvents, ChildSaved, ChildDeleted, ChildKeychainSet]],
    ['notifications', notificationsProjectedTypes, notificationsEvents],
    ['requests', requestsProjectedTypes, requestsEvents],
  ] as const)('%s: exactly the types of its schemas', (_, projected, schemas) => {
    expect(sorted(projected)).toEqual(sorted(eventTypes(schemas)))
  })

  it('together handle every domain event', () => {
    const handled = new Set(projections.flatMap((p) => [...p.types]))
    expect(sorted([...handled])).toEqual(sorted(domainEventTypes))
  })
})
