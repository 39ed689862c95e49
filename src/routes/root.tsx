import { createRootRoute, lazyRouteComponent, Outlet, type ErrorComponentProps } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { ScreenError } from '../ui/QueryState'
import { noNames, useDocumentTitle, usePageTitle } from '../features/shell'

/** Toasts appear only after an action, so their code (the store and its scheduler) loads after the first paint. */
const Toasts = lazy(() => import('../ui/Toasts').then((m) => ({ default: m.Toasts })))
const DemoPanel = __DEMO__ ? lazy(() => import('../demo/DemoPanel')) : null

export const rootRoute = createRootRoute({
  component: RootLayout,
  // A mistyped address is rare: its page's code loads when one is opened, not with every page.
  notFoundComponent: lazyRouteComponent(() => import('../features/shell/NotFoundScreen'), 'NotFoundScreen'),
  errorComponent: RootError,
})

function RootLayout() {
  // Every page's title from its route's declaration (the signed-in frame names what its data holds).
  useDocumentTitle(usePageTitle(noNames), 0, 'root')
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Outlet />
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      {DemoPanel && (
        <Suspense fallback={null}>
          <DemoPanel />
        </Suspense>
      )}
    </>
  )
}

/** Something failed outside any screen (the frame itself): a page of its own with a way forward. */
function RootError({ error, reset }: ErrorComponentProps) {
  return (
    <main id="main" tabIndex={-1}>
      <ScreenError error={error} reset={reset} />
    </main>
  )
}
