// @vitest-environment happy-dom
/**
 * A keychain's keys: a keychain of thousands of keys renders only a window of rows with spacers
 * holding the page's height (list and table); a small one renders every row.
 */
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Key } from '@domain/api/wire'
import { KeyList, windowFrom, type KeyView } from '../../../../src/features/keychains/KeyList'
import { fakeOffsetHeight } from '../../support/layout'
import '../../support/render'

const keysOf = (count: number): Key[] =>
  Array.from({ length: count }, (_, n) => ({
    id: `E1000000-0000-4000-8000-${n.toString(16).toUpperCase().padStart(12, '0')}` as Key['id'],
    keychainId: 'B2000000-0000-4000-8000-000000000001' as Key['keychainId'],
    comment: undefined,
    expiration: undefined,
    key: { type: 'domain', domain: `site-${n}.example.org`, scope: { type: 'webBrowsers' } },
  }))

// A rendered row is as tall as a browser would make it.
fakeOffsetHeight((el) => (el.hasAttribute('data-index') ? 60 : undefined))

const renderKeys = (count: number, view: KeyView): HTMLElement =>
  render(<KeyList keys={keysOf(count)} apps={[]} view={view} keychainName="School Library" onEdit={() => {}} onDelete={() => {}} />).container

/**
 * The keys' rows: list items, or the table's rows below its head, without the spacers (hidden
 * from assistive technology). `hidden: true` spares the style checks of every row, slow over
 * hundreds of rows; nothing else is hidden here.
 */
const keyRows = (view: KeyView) =>
  screen
    .getAllByRole(view === 'list' ? 'listitem' : 'row', { hidden: true })
    .filter((row) => row.getAttribute('aria-hidden') !== 'true' && (view === 'list' || row.closest('tbody')))

describe('KeyList', () => {
  it.each(['list', 'table'] as const)('renders a window of a 3,000-key keychain as a %s, with spacers for the rest', (view) => {
    const container = renderKeys(3_000, view)
    const rows = keyRows(view)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.length).toBeLessThan(100)
    const spacers = [...container.querySelectorAll<HTMLElement>('.key-spacer')]
    expect(spacers.length).toBeGreaterThan(0)
    expect(spacers.every((s) => s.getAttribute('aria-hidden') === 'true')).toBe(true)
    const spacerHeight = spacers.reduce(
      (sum, s) => sum + parseFloat(s.style.height || (s.querySelector('td') as HTMLElement | null)?.style.height || '0'),
      0,
    )
    expect(spacerHeight).toBeGreaterThan(2_000 * 40)
    if (view === 'list') expect(rows[0]?.getAttribute('aria-setsize')).toBe('3000')
  })

  it('renders every key of a keychain up to the windowing threshold', () => {
    const container = renderKeys(windowFrom, 'list')
    expect(keyRows('list')).toHaveLength(windowFrom)
    expect(container.querySelector('.key-spacer')).toBeNull()
  })
})
