/**
 * Route loaders start their screen's queries through the data engine while the screen's code
 * downloads, so data and code load in parallel. A loader starts its route's declaration, found
 * by the route's path in the table the signed-in documents' first script reads (./route-data.ts);
 * the table and the engine are both imported here lazily, so the route tree (and with it every
 * public page) stays free of them.
 */
type Table = typeof import('./route-data')
type Engine = typeof import('../data/prefetch')

/** Starts what `start` names; never blocks or fails the navigation. */
function prefetchWith(start: (table: Table, engine: Engine) => Promise<void>): void {
  void Promise.all([import('./route-data'), import('../data/prefetch')])
    .then(([table, engine]) => start(table, engine))
    .catch(() => {
      // The screen asks again when it mounts, and shows the failure then.
    })
}

/** A signed-in route's loader: starts the route's declared data, the route named by its own path. */
export function loadRouteData({ route, params }: { readonly route: { readonly fullPath: string }; readonly params: Record<string, string> }): void {
  prefetchWith((table, engine) => {
    const data = table.dataOfRoute(route.fullPath)
    return data ? engine.prefetchRoute(data, params) : Promise.resolve()
  })
}

/** The signed-in layout's loader: starts the address's data, the screen's first and the frame's once it is in. */
export function loadFrameData({ location }: { readonly location: { readonly pathname: string } }): void {
  prefetchWith((table, engine) => engine.prefetchAddress(table.frameData, location.pathname, table.dataForAddress(location.pathname)))
}
