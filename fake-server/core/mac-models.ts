/**
 * Model family and title from a Mac model identifier (e.g. `Mac14,2` → macBookAir,
 * "M2 MacBook Air (2022)"). A short table of common models, then a guess from the prefix.
 */
import type { DeviceModelFamily } from '@domain/api/wire'

export interface MacModel {
  readonly family: DeviceModelFamily
  readonly title: string
}

const known: Readonly<Record<string, MacModel>> = {
  'MacBookAir10,1': { family: 'macBookAir', title: 'M1 MacBook Air (2020)' },
  'Mac14,2': { family: 'macBookAir', title: 'M2 MacBook Air (2022)' },
  'Mac14,15': { family: 'macBookAir', title: '15" M2 MacBook Air (2023)' },
  'Mac15,12': { family: 'macBookAir', title: '13" M3 MacBook Air (2024)' },
  'MacBookPro16,1': { family: 'macBookPro', title: '16" MacBook Pro (2019)' },
  'MacBookPro17,1': { family: 'macBookPro', title: '13" M1 MacBook Pro (2020)' },
  'MacBookPro18,1': { family: 'macBookPro', title: '16" M1 Pro MacBook Pro (2021)' },
  'MacBookPro18,3': { family: 'macBookPro', title: '14" M1 Pro MacBook Pro (2021)' },
  'Mac14,7': { family: 'macBookPro', title: '13" M2 MacBook Pro (2022)' },
  'iMac19,2': { family: 'iMac', title: '21.5" iMac (2019)' },
  'iMac20,1': { family: 'iMac', title: '27" iMac (2020)' },
  'iMac21,1': { family: 'iMac', title: '24" M1 iMac (2021)' },
  'Macmini9,1': { family: 'mini', title: 'M1 Mac mini (2020)' },
  'Mac14,3': { family: 'mini', title: 'M2 Mac mini (2023)' },
  'Mac13,1': { family: 'studio', title: 'M1 Max Mac Studio (2022)' },
  'MacPro7,1': { family: 'pro', title: 'Mac Pro (2019)' },
  'MacBook10,1': { family: 'macBook', title: '12" MacBook (2017)' },
}

const prefixes: readonly [string, MacModel][] = [
  ['MacBookAir', { family: 'macBookAir', title: 'MacBook Air' }],
  ['MacBookPro', { family: 'macBookPro', title: 'MacBook Pro' }],
  ['MacBook', { family: 'macBook', title: 'MacBook' }],
  ['iMac', { family: 'iMac', title: 'iMac' }],
  ['Macmini', { family: 'mini', title: 'Mac mini' }],
  ['MacPro', { family: 'pro', title: 'Mac Pro' }],
]

export function macModel(identifier: string): MacModel {
  const exact = known[identifier]
  if (exact) return exact
  for (const [prefix, model] of prefixes) if (identifier.startsWith(prefix)) return model
  return { family: 'unknown', title: 'Unknown mac' }
}
