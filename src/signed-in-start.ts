/**
 * The first script of a signed-in route's document: when a parent is signed in, it starts the
 * route's data requests through the data engine at once, while the app's code is still
 * downloading (the route's loaders then find them in flight), and the frame's once the route's
 * are answered. It runs in every signed-in
 * document, `index.html` included (`/`, addresses with ids), where it also fetches the route's
 * screen (src/route-code.ts). It imports neither React nor the router. A visitor who is not
 * signed in starts nothing; the app sends them to the login page.
 */
// zod's setup before any schema is used (the operation table's are).
import './zod-setup'
import { errorFromResponse } from '@domain/api/errors'
import { isUuid } from '@domain/api/ids'
import { operations } from '@domain/api/operations'
import { decodeResponse, encodeRequest, wireName } from '@domain/api/profiles/adapter'
import { provideOperationTable } from './api/client'
import { routerPath } from './base-path'
import { call } from './browser-client'
import { connectApp } from './connect'
import { prefetchAddress } from './data/prefetch'
import { preloadRouteCode } from './route-code'
import { dataForAddress, frameData } from './routes/route-data'
import { isLoggedIn } from './session'
import { signInWithTestCredential } from './test-credential'

// Non-production builds with a test credential: signed in before the session is read.
signInWithTestCredential()

// The first requests go out while this script runs, before the app's entry (next in the
// document) is evaluated: the table is in this script's own imports, not a later dynamic import.
provideOperationTable({ operations, encodeRequest, decodeResponse, wireName, isUuid, errorFromResponse })
connectApp(call)

if (isLoggedIn()) {
  const path = routerPath(window.location.pathname).replace(/(.)\/+$/, '$1')
  preloadRouteCode(path)
  // The screen's own data first and alone; the frame's once it is in.
  void prefetchAddress(frameData, path, dataForAddress(path))
}
