/**
 * The first script of a page whose markup the build already wrote: it applies the parent's theme.
 * On a prerendered public page it then lets the browser paint the page, and only then fetches the
 * app's entry (src/main.tsx, which hydrates the page) together with the route's chunks, all at once.
 * A signed-in page's document comes painted with the loading frame and fetches its code at once;
 * the generic document shows its hidden frame on a signed-in address (src/signed-in-frame.ts).
 * When the app's code cannot be downloaded, the page says so (src/code-failure.ts).
 * The document holds the entry's script and their modulepreload links in an inert
 * `<template id="route-code">`, so the code does not share the connection with the styles the
 * first paint waits for.
 */
import { expectAppStarted, watchAppScripts } from './code-failure'
import { showSignedInFrame } from './signed-in-frame'
import { signInWithTestCredential } from './test-credential'
import { applyStoredTheme } from './theme-choice'

// Non-production builds with a test credential: signed in before anything reads the session.
signInWithTestCredential()

// The parent's theme before anything is painted; the system's setting needs no script at all.
applyStoredTheme()

/**
 * Runs `then` once the page's first contentful paint has been presented (as the browser reports it,
 * or two frames on when it reports no paints), at once in a hidden tab, which is not painted.
 */
function afterFirstPaint(then: () => void): void {
  let done = false
  let observer: PerformanceObserver | undefined
  const once = () => {
    if (done) return
    done = true
    observer?.disconnect()
    document.removeEventListener('visibilitychange', onHidden)
    then()
  }
  const onHidden = () => {
    if (document.visibilityState === 'hidden') once()
  }
  if (document.visibilityState === 'hidden') return once()
  document.addEventListener('visibilitychange', onHidden)
  if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(once, 0)
    })
    observer.observe({ type: 'paint', buffered: true })
  } else {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(once, 0)))
  }
}

// The generic document, on a signed-in address with a parent signed in: the frame at once.
showSignedInFrame()

// A page whose code cannot be downloaded says so: a page with its code in the document (signed-in
// documents, the generic one) once it has loaded; a prerendered page as its code is fetched.
if (!document.getElementById('route-code')) expectAppStarted()

afterFirstPaint(() => {
  const code = document.getElementById('route-code')
  if (!(code instanceof HTMLTemplateElement)) return
  const scripts = code.content.cloneNode(true) as DocumentFragment
  watchAppScripts(scripts.querySelectorAll('script'))
  document.head.append(scripts)
})
