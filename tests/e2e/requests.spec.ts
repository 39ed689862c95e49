/**
 * Unlock and filter-suspension requests in a browser: axe on every state answering them passes
 * through, in one walk. What the screens do with the parent's answers (accepting with the
 * proposed or an edited key, choosing a keychain, a child without one, denying with a comment,
 * failures and Try again, granting and denying suspensions, a stale request, polling) is tested
 * in tests/unit/app/requests-unlock.test.tsx and tests/unit/app/requests-suspension.test.tsx.
 */
import type { Page } from '@playwright/test'
import { test, expect as baseExpect, loginAsDemoParent, expectNoA11yViolations } from './fixtures'

// Every test starts signed in, on the worker's kept page (fixtures.ts).
test.use({ signedIn: true })

const expect = baseExpect.configure({ timeout: 60_000 })
test.describe.configure({ timeout: 240_000 })

const maya = 'c0000000-0000-4000-8000-000000000001'
const leo = 'c0000000-0000-4000-8000-000000000002'
const leosKeychain = 'b0000000-0000-4000-8000-000000000002'
const discord = 'ab000000-0000-4000-8000-000000000002'
const gameServer = 'ab000000-0000-4000-8000-000000000005'
const suspension = '5f000000-0000-4000-8000-000000000001'
const staleSuspension = '5f000000-0000-4000-8000-000000000002'

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

/**
 * Clicks a form's button once the toasts of earlier steps are gone: on a wide window they sit
 * over the buttons at the form's foot, and they stay while the pointer rests on them (the click
 * would wait on them for ever).
 */
async function clickBelowToasts(page: Page, name: string) {
  await page.mouse.move(0, 0)
  await expect(page.getByRole('button', { name: /^Dismiss: / })).toHaveCount(0)
  await button(page, name).click()
}

// Left out of the walk as first loaded, since tests/e2e/every-page.spec.ts runs axe on them
// (tests/e2e/pages.ts): the unlock requests list, Maya's unlock requests, the keychain choice for
// Maya's youtube.com request, and Maya's filter-suspension request.
test('the states of answering requests pass axe: review, key, failure, accepted, no keychain, denial, suspensions', async ({ page, demo }) => {
  // Leo's request: the review with its details, the proposed key, a failed status update, accepted.
  await loginAsDemoParent(page, '/unlock-requests')
  await page.getByRole('link', { name: 'Accept Leo’s request for cdn.discordapp.com' }).click()
  await page.getByText('Details').click()
  await expect(page.getByText('com.hnc.Discord').first()).toBeVisible()
  await expectNoA11yViolations(page)
  await button(page, 'Accept').click()
  await expect(page).toHaveURL(new RegExp(`/edit-key/${leosKeychain}$`))
  await expect(page.getByRole('heading', { name: 'Key for Leo’s Keychain' })).toBeVisible()
  await expectNoA11yViolations(page)
  await demo.setFaults({ errorRate: 1, operations: ['UpdateUnlockRequest'] })
  await clickBelowToasts(page, 'Submit')
  await expect(page.getByRole('list', { name: 'What failed' })).toBeVisible()
  await expectNoA11yViolations(page)
  await demo.setFaults({ errorRate: 0, operations: [] })
  await clickBelowToasts(page, 'Try again')
  await expect(page.getByText('The unlock request has been accepted.')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/children/${leo}/unlock-requests/${discord}$`))
  await expectNoA11yViolations(page)

  // Maya's two youtube.com requests: the key with the note, then the list without them.
  await loginAsDemoParent(page, `/children/${maya}/unlock-requests`)
  await page.getByRole('link', { name: 'Accept Maya’s request for www.youtube.com/watch?v=volcano-science-101' }).click()
  await button(page, 'Accept').click()
  await page.getByRole('link', { name: 'Use this keychain: Music Practice' }).click()
  const note = page.getByRole('note')
  await expect(note).toContainText('this key does not unlock it')
  await expectNoA11yViolations(page)
  await note.getByRole('button', { name: 'Unlock youtube.com and all its subdomains' }).click()
  await clickBelowToasts(page, 'Submit')
  await expect(page.getByText('The unlock request has been accepted.')).toBeVisible()
  await loginAsDemoParent(page, `/children/${maya}/unlock-requests`)
  await expect(page.getByRole('heading', { name: 'Maya’s unlock requests', level: 1 })).toBeVisible()
  await expect(page.getByText(/requests from Maya for youtube\.com/)).toHaveCount(0)
  await expectNoA11yViolations(page)

  // Leo without a keychain of the parent's own: the warning on the review and on the choice.
  await loginAsDemoParent(page, '/keychains')
  const leosCard = page
    .getByRole('list', { name: 'Keychains' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Leo’s Keychain', exact: true }) })
  await leosCard.getByRole('button', { name: /^Choose children/ }).click()
  await leosCard.getByRole('checkbox', { name: 'Leo' }).uncheck()
  await expect(page.getByText('Keychain updated!').first()).toBeVisible()
  const warning = 'Before you can accept this unlock request, Leo needs to have at least one keychain created by you'
  await loginAsDemoParent(page, `/children/${leo}/unlock-requests/${gameServer}/review`)
  await expect(page.getByText(warning)).toBeVisible()
  await expectNoA11yViolations(page)
  await loginAsDemoParent(page, `/children/${leo}/unlock-requests/${gameServer}/select-keychain`)
  await expect(page.getByText(warning)).toBeVisible()
  await expectNoA11yViolations(page)

  // Denying with a comment, then denied.
  await loginAsDemoParent(page, `/children/${leo}/unlock-requests/${gameServer}/deny`)
  await page.getByRole('textbox', { name: /Comment for Leo/ }).fill('Not on a school night')
  await expectNoA11yViolations(page)
  await clickBelowToasts(page, 'Deny')
  await expect(page.getByText('The unlock request has been rejected.')).toBeVisible()
  await expectNoA11yViolations(page)

  // A suspension granted for custom minutes with extra monitoring, a new one starting from that
  // choice and denied, and one too old to answer.
  await loginAsDemoParent(page, `/children/${maya}/suspend-filter-requests/${suspension}`)
  await page.getByRole('textbox', { name: /Custom minutes/ }).fill('45')
  const extra = page.getByRole('combobox', { name: 'Extra monitoring' })
  const choice = await extra.locator('option').nth(1).getAttribute('value')
  await extra.selectOption(choice)
  await page.getByRole('textbox', { name: /Comment for Maya/ }).fill('Finish the essay first')
  await expectNoA11yViolations(page)
  await clickBelowToasts(page, 'Grant')
  await expect(page.getByText('Filter suspension granted!')).toBeVisible()
  await expectNoA11yViolations(page)
  const next = await page.evaluate((child) => window.gatehouseDemo?.triggerSuspensionRequest?.(child), maya)
  await loginAsDemoParent(page, `/children/${maya}/suspend-filter-requests/${next!.ids[0]!.toLowerCase()}`)
  await expect(extra).toHaveValue(choice!)
  await expectNoA11yViolations(page)
  await clickBelowToasts(page, 'Deny')
  await expect(page.getByText('The filter suspension request has been rejected.')).toBeVisible()
  await expectNoA11yViolations(page)
  await loginAsDemoParent(page, `/children/${leo}/suspend-filter-requests/${staleSuspension}`)
  await expect(page.getByText('This request is more than 2 hours old.', { exact: false })).toBeVisible()
  await expectNoA11yViolations(page)

  // The list with a request Maya has just sent.
  const sent = await page.evaluate((child) => window.gatehouseDemo?.triggerUnlockRequest?.(child), maya)
  await loginAsDemoParent(page, '/unlock-requests')
  await expect(page.locator(`a[href="/children/${maya}/unlock-requests/${sent!.ids[0]!.toLowerCase()}/review"]`)).toBeVisible()
  await expectNoA11yViolations(page)
})
