/**
 * Home's links to the product's own pages are build-time settings, as the support page is: each
 * goes where the deployment says, and to the product's site when unset.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

const settings = {
  VITE_DOCS_URL: 'https://help.example.org/docs',
  VITE_GETTING_STARTED_URL: 'https://help.example.org/start',
  VITE_WELCOME_VIDEO_URL: 'https://video.example.org/welcome',
  VITE_CONNECT_VIDEO_URL: 'https://video.example.org/connect',
  VITE_DOWNLOAD_URL: 'https://example.org/get-the-app',
  VITE_SUPPORT_URL: 'https://help.example.org/contact',
}

const links = async () => (await import('../../../../src/features/home/links')).homeLinks

describe('Home’s links', () => {
  it('go where the build’s settings say', async () => {
    for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value)
    expect(await links()).toEqual({
      docs: settings.VITE_DOCS_URL,
      gettingStarted: settings.VITE_GETTING_STARTED_URL,
      welcomeVideo: settings.VITE_WELCOME_VIDEO_URL,
      connectVideo: settings.VITE_CONNECT_VIDEO_URL,
      download: settings.VITE_DOWNLOAD_URL,
      contact: settings.VITE_SUPPORT_URL,
    })
  })

  it('unset (or empty), go to the product’s own pages', async () => {
    for (const name of Object.keys(settings)) vi.stubEnv(name, '')
    expect(await links()).toEqual({
      docs: 'https://gatehouse.app/docs',
      gettingStarted: 'https://gatehouse.app/docs/getting-started',
      welcomeVideo: 'https://gatehouse.app/videos/getting-started',
      connectVideo: 'https://gatehouse.app/videos/connect-a-mac',
      download: 'https://gatehouse.app/download',
      contact: 'https://gatehouse.app/contact',
    })
  })
})
