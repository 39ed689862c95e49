/** The edit-device form's rules: when Save is enabled, and how versions are worded and ordered. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compareVersions } from '@domain/api/versions'
import { ReleaseChannel } from '@domain/api/wire'
import { appVersionText, draftDiffers, latestVersionText } from '@domain/devices/settings'

const channel = fc.constantFrom(...ReleaseChannel.options)

describe('Save is enabled only when the save would change something', () => {
  it('ignores surrounding spaces and treats a blank name as no name', () => {
    const original = { name: 'Study Mac', releaseChannel: 'stable' as const }
    expect(draftDiffers({ name: '  Study Mac ', releaseChannel: 'stable' }, original)).toBe(false)
    expect(draftDiffers({ name: 'Study mac', releaseChannel: 'stable' }, original)).toBe(true)
    expect(draftDiffers({ name: 'Study Mac', releaseChannel: 'beta' }, original)).toBe(true)
    expect(draftDiffers({ name: '   ', releaseChannel: 'stable' }, { name: '', releaseChannel: 'stable' })).toBe(false)
    expect(draftDiffers({ name: '', releaseChannel: 'stable' }, original)).toBe(true)
  })

  it('an unedited draft never differs; a different channel always does (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.string(), channel, channel, (name, a, b) => {
        expect(draftDiffers({ name, releaseChannel: a }, { name, releaseChannel: a })).toBe(false)
        expect(draftDiffers({ name, releaseChannel: a }, { name, releaseChannel: b })).toBe(a !== b)
      }),
    )
  })
})

describe('versions', () => {
  it('compares numerically, part by part', () => {
    expect(compareVersions('2.10.0', '2.9.1')).toBe(1)
    expect(compareVersions('2.5.2', '2.7.1')).toBe(-1)
    expect(compareVersions('2.7', '2.7.0')).toBe(0)
  })

  it('is a total order consistent with swapping (property)', { tags: ['property'] }, () => {
    const version = fc.array(fc.nat(30), { minLength: 1, maxLength: 4 }).map((p) => p.join('.'))
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(compareVersions(a, b)).toBe(-compareVersions(b, a) || 0)
        expect(compareVersions(a, a)).toBe(0)
      }),
    )
  })

  it('words a channel without a release and a device that reported none', () => {
    expect(latestVersionText('0.0.0')).toBe('No release yet')
    expect(latestVersionText('2.8.0')).toBe('Latest version 2.8.0')
    expect(latestVersionText(undefined)).toBeNull()
    expect(appVersionText('0.0.0')).toBe('Not reported')
    expect(appVersionText('2.7.1')).toBe('2.7.1')
  })
})
