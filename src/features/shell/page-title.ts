/**
 * Each page's title, declared with its route (`staticData.title`), and the one hook that writes
 * the document's title from it (the wording: domain/names/page-titles.ts).
 *
 * - A route's title is a text, or a function of the route's params and of what the page's data
 *   names (a child, a keychain, a device): the names are undefined until that data is in, and
 *   the function then says what the page is.
 * - The deepest route that declares a title names the page; an address no route knows is
 *   'Page not found'.
 * - The root layout writes the title of every page from its declaration alone; the signed-in
 *   frame, while it is shown, writes it with the names its data holds and the pending unlock
 *   requests in front, and the root's goes back once the frame goes.
 *
 * Imported by the route tree: no data layer here (the frame's names, and how it follows the
 * titled page: ./title-names.ts).
 */
import { type AnyRouteMatch, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { documentTitle } from '@domain/names/page-titles'

/** What the page's data names, as far as it is in (undefined: not yet). */
export interface TitleNames {
  /** A child's name: from the child, the children, or a page of the child's that names them (the day `day` of their activity). */
  readonly child: (childId: string, day?: string) => string | undefined
  /** The child of an unlock request or a filter-suspension request. */
  readonly requestChild: (kind: 'unlock' | 'suspension', requestId: string) => string | undefined
  /** A child or a keychain the parent is adding: not saved yet. */
  readonly isNew: (kind: 'child' | 'keychain', id: string) => boolean
  readonly keychain: (keychainId: string) => string | undefined
  /** A Mac, by its name (or its model's when it has none). */
  readonly device: (deviceId: string) => string | undefined
  /** An iPhone or iPad: 'Maya’s iPhone'. */
  readonly iosDevice: (deviceId: string) => string | undefined
  /**
   * The day an activity address names, in words ('Thu, Nov 26'): written by the signed-in frame,
   * whose code formats dates (the route tree's does not), so undefined before it is shown.
   */
  readonly day: (urlDate: string) => string | undefined
}

/** A route's title: a text, or what its params and its data's names make of it. */
export type RouteTitle = string | ((params: Readonly<Record<string, string>>, names: TitleNames) => string)

declare module '@tanstack/router-core' {
  interface StaticDataRouteOption {
    /** The page's own title, before the product's name (see src/features/shell/page-title.ts). */
    readonly title?: RouteTitle
  }
}

/** No data at all: every title as it reads before its page's data is in. */
export const noNames: TitleNames = {
  child: () => undefined,
  requestChild: () => undefined,
  isNew: () => false,
  keychain: () => undefined,
  device: () => undefined,
  iosDevice: () => undefined,
  day: () => undefined,
}

export const notFoundTitle = 'Page not found'

export type TitledMatch = Pick<AnyRouteMatch, 'status' | 'params' | 'staticData' | '_notFound'>

/** The title of the page these route matches show (root first), with these names; null: none declared. */
export function pageTitleOf(matches: readonly TitledMatch[], names: TitleNames): string | null {
  if (matches.some((m) => m.status === 'notFound' || m._notFound === true)) return notFoundTitle
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!
    const title = match.staticData.title
    if (title !== undefined) return typeof title === 'string' ? title : title(match.params as Readonly<Record<string, string>>, names)
  }
  return null
}

/** What the root layout and the signed-in frame wrote, the frame's first while it is shown. */
const written: { root: string; frame: string | null } = { root: documentTitle(null, 0), frame: null }
const write = () => {
  document.title = written.frame ?? written.root
}

/**
 * The page's title, as the route matches declare it, with these names (which stay the same while
 * it is shown): re-rendering only when the title changes, not for the router's other changes.
 */
export function usePageTitle(names: TitleNames): string | null {
  return useRouterState({ select: (state) => pageTitleOf(state.matches, names) })
}

/**
 * Writes the document's title: `page` (the page's own title, or null) after the product's name,
 * the pending count in front. The root layout calls it with every page's title; the signed-in
 * frame with its own, which wins while the frame is shown.
 */
export function useDocumentTitle(page: string | null, pending: number, by: 'root' | 'frame'): void {
  const title = documentTitle(page, pending)
  useEffect(() => {
    written[by] = title
    write()
  }, [by, title])
  useEffect(
    () =>
      by === 'frame'
        ? () => {
            written.frame = null
            write()
          }
        : undefined,
    [by],
  )
}
