import { createRootRoute, Outlet } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { Toasts } from '../ui/Toasts'
import { NotFoundScreen } from '../screens/NotFoundScreen'

const DemoPanel = __DEMO__ ? lazy(() => import('../demo/DemoPanel')) : null

export const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
})

function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Outlet />
      <Toasts />
      {DemoPanel && (
        <Suspense fallback={null}>
          <DemoPanel />
        </Suspense>
      )}
    </>
  )
}
