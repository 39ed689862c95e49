/**
 * The generic document (index.html) is the same for `/`, the addresses with ids in them (a child's
 * page, an e-mail's link to a request) and any other address, so it holds the signed-in frame
 * hidden and lists the signed-in addresses on #root (`data-signed-in-paths`). On one of them, with
 * a parent signed in, the documents' first script shows the frame at once.
 */
import { routerPath } from './base-path'
import { hasStoredToken } from './session-keys'

export function showSignedInFrame(doc: Document = document): void {
  const root = doc.getElementById('root')
  const paths = root?.dataset.signedInPaths?.split(' ') ?? []
  const path = routerPath(doc.defaultView?.location.pathname ?? '/')
  if (!paths.some((p) => path === p || (p !== '/' && path.startsWith(`${p}/`))) || !hasStoredToken()) return
  root?.querySelector('.shell--loading')?.removeAttribute('hidden')
}
