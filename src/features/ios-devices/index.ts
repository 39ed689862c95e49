/**
 * iOS devices (children's iPhones and iPads): the public entry of the feature. Route files load
 * its screens lazily from here.
 */
export const iosDevicesScreen = () => import('./IOSDevicesScreen')
export const iosDeviceScreen = () => import('./IOSDeviceScreen')
