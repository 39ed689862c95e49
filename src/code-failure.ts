/**
 * When the app's own code cannot be downloaded (the connection dropped while the page loaded), the
 * page says so and offers to try again, instead of a frame that loads for ever or a form that does
 * nothing. Plain DOM, no React: it runs from the documents' first script (src/boot.ts). The notice
 * goes above the page, so nothing the parent typed is lost. Like every failed page, it links to
 * support.
 */
import { supportLink } from './ui/support'

export const codeFailureText = 'Gatehouse could not load: part of the app did not download. Check your connection, then try again.'

/** Shows the notice once, at the top of the page. */
export function showCodeFailure(doc: Document = document): void {
  if (doc.querySelector('.code-failure')) return
  const notice = doc.createElement('div')
  notice.className = 'code-failure'
  notice.setAttribute('role', 'alert')
  const text = doc.createElement('p')
  text.className = 'code-failure__text'
  text.textContent = codeFailureText
  const retry = doc.createElement('button')
  retry.type = 'button'
  retry.className = 'btn'
  retry.textContent = 'Try again'
  retry.addEventListener('click', () => doc.defaultView?.location.reload())
  notice.append(text, retry, supportLink(doc))
  doc.body.prepend(notice)
}

/** Shows the notice when any of `scripts` (the app's module scripts, just made) cannot be downloaded. */
export function watchAppScripts(scripts: Iterable<HTMLScriptElement>): void {
  for (const script of scripts) script.addEventListener('error', () => showCodeFailure(script.ownerDocument), { once: true })
}

const startedAttribute = 'data-app-started'

/**
 * The app's entry marks the page first thing: its code has all arrived. (No module of the app
 * awaits at its top level, so this runs before the page's load event.)
 */
export function markAppStarted(doc: Document = document): void {
  doc.documentElement.setAttribute(startedAttribute, '')
}

/**
 * For a document whose scripts are in it from the start: once it has loaded (every script run or
 * failed), an app whose entry never ran could not download its code, and the notice shows.
 */
export function expectAppStarted(win: Window = window): void {
  const check = () => {
    if (!win.document.documentElement.hasAttribute(startedAttribute)) showCodeFailure(win.document)
  }
  if (win.document.readyState === 'complete') check()
  else win.addEventListener('load', check, { once: true })
}
