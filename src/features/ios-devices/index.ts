/**
 * iOS devices (children's iPhones and iPads): the public entry of the feature. Route files load
 * its screens lazily and read its queries from here.
 */
export { iosDevicesOffered } from './queries'

export const iosDevicesScreen = () => import('./IOSDevicesScreen')
export const iosDeviceScreen = () => import('./IOSDeviceScreen')
