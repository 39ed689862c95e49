/**
 * Home before there is anything to watch: the welcome card (no children yet) and the first-device
 * card (children, but no device connected), which holds the connection panel the container gives it.
 */
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ExternalIcon } from '../../ui/icons/ExternalIcon'
import { newTabProps } from '../../ui/support'
import { homeLinks } from './links'

function NewTabTile({ href, primary = false, children }: { href: string; primary?: boolean; children: ReactNode }) {
  return (
    <a href={href} {...newTabProps} className={`home-tile${primary ? ' home-tile--primary' : ''}`}>
      {children}
      <ExternalIcon size="0.95em" />
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}

export function WelcomeCard() {
  return (
    <section className="card home-welcome" aria-labelledby="home-welcome-title">
      <h1 id="home-welcome-title">Welcome to the parent website!</h1>
      <p>
        The first step to getting up and running is to <strong>add a child</strong> that you’d like to protect.
      </p>
      <div className="home-tiles">
        <Link to="/children/new" className="home-tile home-tile--primary">
          Add a child
        </Link>
        <NewTabTile href={homeLinks.welcomeVideo}>How-to video (2 min)</NewTabTile>
        <NewTabTile href={homeLinks.gettingStarted}>Read our getting started guide</NewTabTile>
      </div>
    </section>
  )
}

export interface FirstDeviceCardProps {
  readonly childName: string
  /** The connection panel (download, then a connection code) for the first child. */
  readonly connect: ReactNode
}

export function FirstDeviceCard({ childName, connect }: FirstDeviceCardProps) {
  return (
    <section className="home-first-device" aria-labelledby="home-first-device-title">
      <div className="card home-welcome">
        <h1 id="home-first-device-title">Congrats on adding your first child!</h1>
        <p>
          To finish getting started, you'll need to do <strong>2 steps:</strong>
        </p>
        <ol className="home-first-device__steps">
          <li>
            On the computer <strong className="home-underline">{childName}</strong> uses, download the Gatehouse Mac app from{' '}
            <a href={homeLinks.download} {...newTabProps}>
              {homeLinks.download.replace(/^https:\/\//, '')}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>{' '}
            then install and launch the app.
          </li>
          <li>
            A few steps into the welcome wizard, when asked for a <strong>connection code</strong>, come back here and click the button below:
          </li>
        </ol>
      </div>
      {connect}
      <div className="home-tiles">
        <NewTabTile href={homeLinks.contact}>Get more help</NewTabTile>
        <NewTabTile href={homeLinks.connectVideo} primary>
          How-to video (2 min)
        </NewTabTile>
      </div>
    </section>
  )
}
