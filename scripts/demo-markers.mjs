/**
 * Texts only demo code puts in a bundle: the demo's fake server, msw and @mswjs/data, and the
 * demo's own screens and panels. A production build must contain none of them (`npm run bench`
 * and tests/unit/build/production-demo-free.test.ts check).
 */
export const demoMarkers = [
  'mockServiceWorker',
  '@mswjs',
  '[MSW]', // msw's log prefix (a bare 'MSW' could occur by chance inside inlined base64 data)
  'msw/browser',
  'setupWorker',
  'gatehouseDemo',
  'Not implemented in the demo yet',
  'demo@gatehouse.app',
  // The demo's screens and panels.
  'Fill in the demo account',
  'Demo account',
  'Demo checkout',
  'The demo has no billing portal',
  'The demo could not start',
  'In the demo,',
]
