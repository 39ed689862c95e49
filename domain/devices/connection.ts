/**
 * What a connection code connects, as the dashboard's connection texts say it: the code a parent
 * gets for a child is typed into the Gatehouse app on one of the child's devices. Today's API
 * connects iPhones and iPads with the same code as Macs; the May 2025 API connects Macs only.
 * Pure.
 */
import type { ApiProfile } from '../api/profiles/names'

/** 'Mac, iPhone or iPad' under today's API; 'Mac' under May 2025's. */
export const connectableDevices = (profile: ApiProfile): string => (profile === 'current' ? 'Mac, iPhone or iPad' : 'Mac')

/** 'Maya’s Mac, iPhone or iPad' (or 'Maya’s Mac'). */
export const childsConnectableDevices = (childName: string, profile: ApiProfile): string => `${childName}’s ${connectableDevices(profile)}`
