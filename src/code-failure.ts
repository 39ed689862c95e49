/**
 * When the app's own code cannot be downloaded (the connection dropped while the page loaded), the
 * page says so and offers to try again, instead of a frame that loads for ever or a form that does
 * nothing. Plain DOM, no React: it runs from the documents' first script (src/boot.ts). The notice
 * goes above the page, so nothing the parent typed is lost.
 */
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
  notice.append(text, retry)
  doc.body.prepend(notice)
}

/** Shows the notice when any of `scripts` (the app's module scripts) cannot be downloaded. */
export function watchAppScripts(scripts: Iterable<HTMLScriptElement>): void {
  for (const script of scripts) script.addEventListener('error', () => showCodeFailure(script.ownerDocument), { once: true })
}
