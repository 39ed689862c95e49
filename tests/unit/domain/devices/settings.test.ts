/**
 * The edit-device form's rules: when Save is enabled, how the release channels are offered and
 * how versions are worded. (How versions are ordered: tests/unit/domain/api/versions.test.ts.)
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ReleaseChannel } from '@domain/api/wire'
import { appVersionText, channelInfo, draftDiffers, latestVersionText, releaseChannels } from '@domain/devices/settings'

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

describe('the release channels a parent chooses from', () => {
  it('are every channel, each with its own name and a line saying what it brings', () => {
    expect([...releaseChannels].sort()).toEqual([...ReleaseChannel.options].sort())
    const names = releaseChannels.map((c) => channelInfo[c].name)
    expect(new Set(names).size).toBe(releaseChannels.length)
    for (const c of releaseChannels) {
      expect(channelInfo[c].name.toLowerCase()).toBe(c)
      expect(channelInfo[c].about).toMatch(/^[A-Z].{10,}\.$/)
    }
  })
})

describe('versions', () => {
  it('words a channel without a release and a device that reported none', () => {
    expect(latestVersionText('0.0.0')).toBe('No release yet')
    expect(latestVersionText('2.8.0')).toBe('Latest version 2.8.0')
    expect(latestVersionText(undefined)).toBeNull()
    expect(appVersionText('0.0.0')).toBe('Not reported')
    expect(appVersionText('')).toBe('Not reported')
    expect(appVersionText('2.7.1')).toBe('2.7.1')
  })
})
