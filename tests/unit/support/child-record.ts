/**
 * A child as GetUsers and GetUser answer it (the wire's record), for unit tests: Maya with no
 * keychains and no devices unless `overrides` says otherwise.
 */
export function childRecord(overrides: Readonly<Record<string, unknown>> = {}) {
  return {
    id: 'c0000000-0000-4000-8000-000000000001',
    name: 'Maya',
    keyloggingEnabled: false,
    screenshotsEnabled: true,
    screenshotsResolution: 1000,
    screenshotsFrequency: 60,
    showSuspensionActivity: false,
    keychains: [] as unknown[],
    devices: [] as unknown[],
    createdAt: '2025-01-01T00:00:00Z',
    ...overrides,
  }
}
