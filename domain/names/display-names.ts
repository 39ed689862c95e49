/**
 * How a child, a keychain or an iOS device is called on screen: its name, trimmed, or a placeholder when the
 * name is blank (the server accepts any name, so a blank one can arrive from another client).
 * Pure.
 */

export const unnamedChild = 'Unnamed child'
export const unnamedKeychain = 'Unnamed keychain'

/** 'Sam', or 'Unnamed child' for a blank name. */
export const childDisplayName = (name: string): string => name.trim() || unnamedChild

/** 'Homework', or 'Unnamed keychain' for a blank name. */
export const keychainDisplayName = (name: string): string => name.trim() || unnamedKeychain

/** An iPhone or iPad as the dashboard calls it: 'Maya’s iPhone'. */
export const iosDeviceDisplayName = (device: { readonly childName: string; readonly deviceType: string }): string =>
  `${device.childName}’s ${device.deviceType}`
