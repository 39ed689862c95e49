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

test('an unknown address shows the not-found page', async ({ page, demo }) => {
  await page.goto('/no-such-page')
  await demo.ready()
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible()
  await expectNoA11yViolations(page)
})
