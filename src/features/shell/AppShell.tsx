/**
 * The frame of every signed-in screen: the sidebar (collapsible on wide screens, a slide-in panel
 * under 768 px), the subscription banner, the main region the skip link jumps to, and the error
 * dialog any screen's failed action can open.
 */
import { Link, Outlet, useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type ComponentType } from 'react'
import { apiProfile, dismissErrorDialog, setLoggedOutHandler, useErrorDialog, useStoredValue } from '../../data'
import { DemoDock } from '../../demo/dock'
import { ErrorDialog } from '../../ui/ErrorDialog'
import { Logo } from '../../ui/Logo'
import { ActivityIcon } from '../../ui/icons/ActivityIcon'
import { ChildrenIcon } from '../../ui/icons/ChildrenIcon'
import { CloseIcon } from '../../ui/icons/CloseIcon'
import { CollapseIcon } from '../../ui/icons/CollapseIcon'
import { DeviceIcon } from '../../ui/icons/DeviceIcon'
import { ExpandIcon } from '../../ui/icons/ExpandIcon'
import { ExternalIcon } from '../../ui/icons/ExternalIcon'
import { HomeIcon } from '../../ui/icons/HomeIcon'
import { KeyIcon } from '../../ui/icons/KeyIcon'
import { LogoutIcon } from '../../ui/icons/LogoutIcon'
import { MenuIcon } from '../../ui/icons/MenuIcon'
import { PhoneIcon } from '../../ui/icons/PhoneIcon'
import { SettingsIcon } from '../../ui/icons/SettingsIcon'
import { ShieldIcon } from '../../ui/icons/ShieldIcon'
import { SupportIcon } from '../../ui/icons/SupportIcon'
import { UnlockIcon } from '../../ui/icons/UnlockIcon'
import type { IconProps } from '../../ui/icons/svg-icon'
import { newTabProps, supportUrl } from '../../ui/support'
import { mobileQuery, sidebarCollapsed, useMediaQuery } from './hooks'
import { OfflineBanner } from './OfflineBanner'
import { PendingCount, usePendingUnlockRequests } from './PendingRequests'
import { SubscriptionBanner } from './SubscriptionBanner'
import { ThemeSwitch } from './ThemeSwitch'
import './shell.css'

type NavTarget =
  '/' | '/children' | '/children/activity' | '/unlock-requests' | '/keychains' | '/devices' | '/ios-devices' | '/security-events' | '/settings'

interface NavItem {
  readonly to: NavTarget
  readonly label: string
  readonly icon: ComponentType<IconProps>
  /** Whether the current path lies in this item's part of the dashboard. */
  readonly owns: (path: string) => boolean
}

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`)

/** One child's unlock requests and their pages belong to 'Unlock requests'. */
const isUnlockRequestPath = (p: string) => /^\/children\/[^/]+\/unlock-requests(\/|$)/.test(p)

const navItems: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', icon: HomeIcon, owns: (p) => p === '/' },
  {
    to: '/children',
    label: 'Children',
    icon: ChildrenIcon,
    owns: (p) => under(p, '/children') && !under(p, '/children/activity') && !isUnlockRequestPath(p),
  },
  { to: '/children/activity', label: 'Activity', icon: ActivityIcon, owns: (p) => under(p, '/children/activity') },
  { to: '/unlock-requests', label: 'Unlock requests', icon: UnlockIcon, owns: (p) => under(p, '/unlock-requests') || isUnlockRequestPath(p) },
  { to: '/keychains', label: 'Keychains', icon: KeyIcon, owns: (p) => under(p, '/keychains') },
  { to: '/devices', label: 'Devices', icon: DeviceIcon, owns: (p) => under(p, '/devices') },
  // iPhones and iPads: only today's API has them.
  ...(apiProfile === 'current'
    ? [{ to: '/ios-devices', label: 'iOS devices', icon: PhoneIcon, owns: (p: string) => under(p, '/ios-devices') } as const]
    : []),
  { to: '/security-events', label: 'Security events', icon: ShieldIcon, owns: (p) => under(p, '/security-events') },
  {
    to: '/settings',
    label: 'Settings',
    icon: SettingsIcon,
    owns: (p) => under(p, '/settings') || under(p, '/checkout-success') || under(p, '/checkout-cancel'),
  },
]

const focusMain = () => document.getElementById('main')?.focus({ preventScroll: true })

export default function AppShell() {
  const router = useRouter()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const isMobile = useMediaQuery(mobileQuery)
  const [collapsedPref, setCollapsed] = useStoredValue(sidebarCollapsed)
  const [panelOpen, setPanelOpen] = useState(false)
  const collapsed = collapsedPref && !isMobile
  const panelId = useId()
  const menuButton = useRef<HTMLButtonElement>(null)
  const sidebar = useRef<HTMLElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const modalPanel = isMobile && panelOpen
  // An action from any screen whose entity is gone opens the error dialog ('Not found').
  const dialogError = useErrorDialog()
  const pending = usePendingUnlockRequests(pathname)

  // A call that finds the parent logged out sends them to log in again, then back here.
  useEffect(() => {
    setLoggedOutHandler(() => {
      const { pathname: path, searchStr, hash } = router.state.location
      if (path === '/logout') return
      const here = `${path}${searchStr}${hash ? `#${hash}` : ''}`
      void router.navigate({ to: '/logout', search: path === '/' ? {} : { redirect: here } })
    })
  }, [router])

  // Following a link in the panel closes it, and growing past the phone width turns the panel
  // back into the sidebar (both settled while rendering, before the page behind is shown).
  const [panelPath, setPanelPath] = useState(pathname)
  if (panelPath !== pathname) {
    setPanelPath(pathname)
    setPanelOpen(false)
  }
  if (panelOpen && !isMobile) setPanelOpen(false)

  // After moving on from the sidebar, focus goes to the new page's content (screen readers start
  // reading there) rather than staying in the menu. The phone panel does the same as it closes.
  const firstPath = useRef(pathname)
  useEffect(() => {
    if (pathname === firstPath.current) return
    firstPath.current = ''
    const active = document.activeElement
    if (active && active !== document.body && !sidebar.current?.contains(active)) return
    focusMain()
  }, [pathname])

  // The open panel is modal: focus moves in, the page behind neither scrolls nor takes focus,
  // Esc closes it and focus goes back to the menu button (or on to the page, when a link was
  // followed).
  useEffect(() => {
    if (!modalPanel) return
    const openedOn = router.state.location.pathname
    const panel = sidebar.current
    const menu = menuButton.current
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    closeButton.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        setPanelOpen(false)
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.body.style.overflow = previous
      document.removeEventListener('keydown', onKey)
      // The page behind was inert until now: only now can it take the focus.
      if (router.state.location.pathname !== openedOn) {
        focusMain()
        return
      }
      // Give focus back to the menu button if it was still in the panel.
      const active = document.activeElement
      if (!active || active === document.body || panel?.contains(active)) menu?.focus()
    }
  }, [modalPanel, router])

  return (
    <div className={['shell', collapsed && 'shell--collapsed', modalPanel && 'shell--panel-open'].filter(Boolean).join(' ')}>
      <header className="shell__topbar" inert={modalPanel}>
        <button
          ref={menuButton}
          type="button"
          className="shell__menu-button"
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => setPanelOpen(true)}
        >
          <MenuIcon />
          <span>Menu</span>
          <PendingCount count={pending} className="shell__menu-count" />
        </button>
        <Link to="/" className="shell__topbar-logo" aria-label="Gatehouse home">
          <Logo />
        </Link>
        {__DEMO__ && isMobile && <DemoDock place="topbar" className="shell__demo" />}
      </header>

      <aside ref={sidebar} id={panelId} className="sidebar" aria-label="Dashboard" {...(modalPanel ? { role: 'dialog', 'aria-modal': true } : {})}>
        <div className="sidebar__head">
          <Link to="/" className="sidebar__logo" aria-label="Gatehouse home" title={collapsed ? 'Gatehouse home' : undefined}>
            <Logo compact={collapsed} />
          </Link>
          {isMobile && (
            <button ref={closeButton} type="button" className="sidebar__close" aria-label="Close menu" onClick={() => setPanelOpen(false)}>
              <CloseIcon />
            </button>
          )}
        </div>
        <nav className="sidebar__nav" aria-label="Main">
          <ul className="sidebar__list">
            {navItems.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="sidebar__link"
                  activeOptions={{ exact: true, includeSearch: false }}
                  aria-current={item.owns(pathname) ? 'true' : undefined}
                  title={collapsed ? item.label : undefined}
                >
                  <item.icon />
                  <span className="sidebar__label">{item.label}</span>
                  {item.to === '/unlock-requests' && <PendingCount count={pending} />}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="sidebar__list sidebar__foot">
          {__DEMO__ && !isMobile && (
            <li className="sidebar__demo">
              <DemoDock place="sidebar" />
            </li>
          )}
          <li>
            <ThemeSwitch compact={collapsed} />
          </li>
          <li>
            <a href={supportUrl} {...newTabProps} className="sidebar__link" title={collapsed ? 'Support (opens in a new tab)' : undefined}>
              <SupportIcon />
              <span className="sidebar__label">
                Support
                <ExternalIcon className="sidebar__external" size="0.9em" />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </span>
            </a>
          </li>
          <li>
            <Link to="/logout" className="sidebar__link" title={collapsed ? 'Log out' : undefined}>
              <LogoutIcon />
              <span className="sidebar__label">Log out</span>
            </Link>
          </li>
          {!isMobile && (
            <li>
              <button
                type="button"
                className="sidebar__link sidebar__collapse"
                aria-expanded={!collapsed}
                aria-controls={panelId}
                onClick={() => setCollapsed(!collapsedPref)}
                title={collapsed ? 'Expand sidebar' : undefined}
              >
                {collapsed ? <ExpandIcon /> : <CollapseIcon />}
                <span className="sidebar__label">{collapsed ? 'Expand sidebar' : 'Collapse sidebar'}</span>
              </button>
            </li>
          )}
        </ul>
      </aside>
      {modalPanel && <div className="shell__backdrop" aria-hidden="true" onClick={() => setPanelOpen(false)} />}

      <div className="shell__body" inert={modalPanel}>
        <OfflineBanner />
        <SubscriptionBanner />
        <main id="main" className="shell__main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <ErrorDialog error={dialogError} onClose={dismissErrorDialog} />
    </div>
  )
}
