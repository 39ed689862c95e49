/**
 * Renders a presenter into happy-dom's document inside a memory router (presenters use the
 * router's links), and waits for it to appear.
 */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { act, useEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

export interface Rendered {
  readonly container: HTMLElement
  readonly root: Root
  readonly unmount: () => void
  /** Settles once the page has gone to another address and drawn it (the text "elsewhere"). */
  readonly wentElsewhere: Promise<void>
}

export async function render(ui: ReactNode): Promise<Rendered> {
  let arrived = (): void => undefined
  const wentElsewhere = new Promise<void>((resolve) => (arrived = resolve))
  const Elsewhere = () => {
    useEffect(() => arrived(), [])
    return <p>elsewhere</p>
  }
  const rootRoute = createRootRoute({ component: () => <Outlet /> })
  const page = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => ui })
  const elsewhere = createRoute({ getParentRoute: () => rootRoute, path: '$', component: Elsewhere })
  const router = createRouter({ routeTree: rootRoute.addChildren([page, elsewhere]), history: createMemoryHistory({ initialEntries: ['/'] }) })
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  await act(async () => {
    root.render(<RouterProvider router={router} />)
    await router.load()
  })
  return {
    container,
    root,
    unmount: () => {
      act(() => root.unmount())
      container.remove()
    },
    wentElsewhere,
  }
}

/** The element whose trimmed text is `text` (buttons, links, headings), or throws. */
export function byText(container: HTMLElement, selector: string, text: string | RegExp): HTMLElement {
  const found = [...container.querySelectorAll<HTMLElement>(selector)].find((el) =>
    typeof text === 'string' ? el.textContent?.trim() === text : text.test(el.textContent?.trim() ?? ''),
  )
  if (!found) throw new Error(`no ${selector} with text ${String(text)} in:\n${container.innerHTML.slice(0, 2000)}`)
  return found
}

/** The dialog open in `container` (a confirmation, a drawer), or throws. */
export function openDialog(container: HTMLElement): HTMLDialogElement {
  const found = [...container.querySelectorAll<HTMLDialogElement>('dialog')].find((d) => d.open)
  if (!found) throw new Error(`no open dialog in:\n${container.innerHTML.slice(0, 2000)}`)
  return found
}

export async function click(el: HTMLElement): Promise<void> {
  await act(() => {
    el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }))
    return Promise.resolve()
  })
}

/** Types `text` into a field as a person does: React's change handler sees the new value. */
export async function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string): Promise<void> {
  await act(() => {
    // The prototype's setter, as typing does: React's own tracker on the element then sees a change.
    Reflect.set(Object.getPrototypeOf(field) as object, 'value', text, field)
    field.dispatchEvent(new Event('input', { bubbles: true }))
    return Promise.resolve()
  })
}
