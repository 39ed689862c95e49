/**
 * The kept context's guard (kept-context.ts): the check every test in a kept context starts with
 * finds each mark a test leaves behind, so a reset that missed one fails the next test.
 */
import { expectCleanStart, leaveMarks, quietPage } from './kept-context'
import { test, expect } from './fixtures'

test('the check at the start of a test finds every mark the test before left', async ({ page, baseURL }) => {
  await page.goto(quietPage)
  await leaveMarks(page, baseURL)
  const failure = await expectCleanStart(page, 500).then(
    () => 'no failure',
    (error: unknown) => String(error),
  )
  for (const kind of ['local storage', 'session storage', 'cookies', 'IndexedDB', 'an init script']) expect(failure).toContain(kind)
})
