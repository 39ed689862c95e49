/**
 * Which Home screen a parent sees, decided in this order once the dashboard's widgets have
 * arrived (loading and failure come first, and belong to the screen):
 *
 * 1. no children: the welcome card;
 * 2. children, but no computer on any of them (and no iPhone or iPad either): the first-device
 *    card for the first child in the server's order;
 * 3. otherwise the widgets.
 *
 * The widgets' computer counts cover Macs only; a family whose children use only iPhones or
 * iPads must not be held on the Mac onboarding forever, so the caller says whether the parent
 * has an iOS device (unknown counts as none).
 */
import type { DashboardWidgets } from '../api/wire'

/** The widgets as the app holds them (field names of the spec). */
export type Widgets = Pick<DashboardWidgets, 'users'>

export type HomeState =
  | { readonly kind: 'noChildren' }
  | { readonly kind: 'firstDevice'; readonly child: { readonly id: string; readonly name: string } }
  | { readonly kind: 'widgets' }

/** Whether Home needs to know about iOS devices before it decides: every child has no computer. */
export const needsIosDeviceCheck = (widgets: Widgets): boolean => widgets.users.length > 0 && widgets.users.every((child) => child.numDevices === 0)

export function homeState(widgets: Widgets, hasIosDevice = false): HomeState {
  const first = widgets.users[0]
  if (!first) return { kind: 'noChildren' }
  if (needsIosDeviceCheck(widgets) && !hasIosDevice) return { kind: 'firstDevice', child: { id: first.id, name: first.name } }
  return { kind: 'widgets' }
}
