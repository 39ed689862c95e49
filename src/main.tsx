import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { router } from './router'
import { startTheme } from './theme'
import './styles/app.css'

// The parent's theme before anything renders; the system's setting needs no script at all.
startTheme()

async function boot(): Promise<void> {
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  if (__DEMO__) {
    // The demo's entry script (injected before this one in demo builds) has started the
    // in-browser fake server; wait until it answers before the first request.
    const { startDemoMode, renderDemoFailure } = await import('./demo/boot')
    const started = await startDemoMode()
    if (!started.ok) {
      renderDemoFailure(container, started.reason)
      return
    }
  }
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
}

void boot()
