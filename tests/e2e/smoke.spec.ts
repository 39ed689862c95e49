/**
 * The demo build starts cold in a browser: the demo is ready, offers its credentials and shows the
 * parent login, which passes axe. An unknown address's not-found page is tested in
 * tests/unit/app/shell.test.tsx (axe on it, as first loaded, runs in every-page.spec.ts).
 */
import { test, expect, expectNoA11yViolations } from './fixtures'

test('the demo boots and offers the parent login', async ({ page, demo }) => {
  await page.goto('/login')
  await demo.ready()
  const credentials = await demo.credentials()
  expect(credentials.email).toMatch(/@/)
  expect(credentials.password.length).toBeGreaterThan(0)
  await expect(page.getByRole('heading', { name: 'Parent Login' })).toBeVisible()
  await expectNoA11yViolations(page)
})
