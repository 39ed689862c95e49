/**
 * The signed-in frame while the app's code and the parent's first data arrive: the sidebar (the
 * phone's top bar on narrow screens) with the logo and the places of its links, and "Loading
 * Gatehouse…" where the page will be. The build writes it into the signed-in documents, so it is
 * painted before any script runs; the app then shows the same frame until the real one is ready.
 * It holds nothing to press: links and buttons come with the real frame.
 */
import { Logo } from '../../ui/Logo'
import { Loading } from '../../ui/QueryState'

/** As many places as the sidebar has links above its foot. */
const linkPlaces = 7

/** `hidden`: written hidden, for the first script to show (the app's generic document). */
export function ShellLoading({ hidden = false }: { hidden?: boolean }) {
  return (
    <div className="shell shell--loading" hidden={hidden}>
      <div className="shell__topbar" aria-hidden="true">
        <span className="shell__menu-place" />
        <span className="shell__topbar-logo">
          <Logo />
        </span>
      </div>
      <div className="sidebar" aria-hidden="true">
        <div className="sidebar__head">
          <span className="sidebar__logo">
            <Logo />
          </span>
        </div>
        <div className="sidebar__list">
          {Array.from({ length: linkPlaces }, (_, i) => (
            <span key={i} className="sidebar__place" />
          ))}
        </div>
      </div>
      <div className="shell__body">
        <div className="shell__main">
          <Loading label="Loading Gatehouse…" />
        </div>
      </div>
    </div>
  )
}
