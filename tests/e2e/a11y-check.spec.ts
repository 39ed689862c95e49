/**
 * The accessibility check itself: every other spec trusts it to fail on a serious finding (label
 * in name included, which axe leaves off by default), so it must find one on a page made to have
 * them, and pass the same page once they are fixed.
 */
import { expect, expectNoA11yViolations, test } from './fixtures'

const page = (body: string) => `<!doctype html><html lang="en"><head><title>Check</title></head><body><main>${body}</main></body></html>`

test('axe as the specs run it fails on serious findings and names them, and passes once they are fixed', async ({ page: tab }) => {
  await tab.setContent(page('<h1>Check</h1><button></button><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><label>Name <input></label>'))
  const failure = await expectNoA11yViolations(tab).then(
    () => null,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  )
  expect(failure).toContain('button-name')
  expect(failure).toContain('image-alt')
  await tab.setContent(
    page('<h1>Check</h1><button>Save</button><img alt="A dot" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><label>Name <input></label>'),
  )
  await expectNoA11yViolations(tab)
})

test('it also fails on a control whose name leaves out the text it shows (label in name), which axe runs only when asked', async ({ page: tab }) => {
  await tab.setContent(page('<h1>Check</h1><button type="button" aria-label="Edit block rule: Blocks apps">App com.example.game</button>'))
  const failure = await expectNoA11yViolations(tab).then(
    () => null,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  )
  expect(failure).toContain('label-content-name-mismatch')
  await tab.setContent(page('<h1>Check</h1><button type="button" aria-label="App com.example.game, edit">App com.example.game</button>'))
  await expectNoA11yViolations(tab)
})
