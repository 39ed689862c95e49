/**
 * Connecting a device to a child, in two steps: download the app (QR code and App Store link),
 * then get a connection code. The texts name the devices the build's API connects with a code
 * (domain/devices/connection.ts): a Mac, iPhone or iPad today, a Mac under May 2025's API. While the code's dialog is open the child is refetched every 2.5 s;
 * when the device count changes the request resets, and a child's first device takes the parent
 * to that child's activity.
 */
import { useNavigate } from '@tanstack/react-router'
import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import { useStillShown } from '../../../ui/use-still-shown'
import { errorMessage } from '@domain/api/errors'
import { idKey } from '@domain/api/ids'
import { childsConnectableDevices, connectableDevices } from '@domain/devices/connection'
import { apiProfile, useCommand } from '../../../data'
import { Alert } from '../../../ui/Alert'
import { Button, buttonClass } from '../../../ui/Button'
import { Dialog } from '../../../ui/Dialog'
import { ExternalIcon } from '../../../ui/icons/ExternalIcon'
import { newTabProps } from '../../../ui/support'
import { connectionCode } from './commands'
import { appStoreUrl, connectHelpUrl } from './links'
import './onboarding.css'

const QrCode = lazy(() => import('./QrCode'))

/** "482913" → "482 913", easier to read out and type. */
export const formatConnectionCode = (code: number): string => {
  const digits = String(code).padStart(6, '0')
  return `${digits.slice(0, 3)} ${digits.slice(3)}`
}

export interface OnboardingProps {
  childId: string
  childName: string
  /** The child's device count as last fetched (undefined while loading). */
  deviceCount: number | undefined
  /** Polls the child while a code is shown. */
  onWaitingChange: (waiting: boolean) => void
  /** A device arrived while a code was out. */
  onConnected?: () => void
  /** The panel's heading. */
  title?: string
}

export function Onboarding({ childId, childName, deviceCount, onWaitingChange, onConnected, title }: OnboardingProps) {
  const navigate = useNavigate()
  const connection = useCommand()
  const [code, setCode] = useState<number | null>(null)
  const countAtRequest = useRef<number | undefined>(undefined)
  // A reply that arrives after the panel went away must not start polling again.
  const stillShown = useStillShown()

  const reset = () => {
    setCode(null)
    connection.reset()
    onWaitingChange(false)
  }

  const getCode = async () => {
    countAtRequest.current = deviceCount
    const result = await connection.run(connectionCode(childId))
    if (result.ok && stillShown()) {
      setCode(result.value.code)
      onWaitingChange(true)
    }
  }

  // The device count moved while a request was out: the request is done; the first device
  // goes straight to the child's activity.
  useEffect(() => {
    if (code === null || deviceCount === undefined || countAtRequest.current === undefined) return
    if (deviceCount === countAtRequest.current) return
    reset()
    onConnected?.()
    if (deviceCount === 1) void navigate({ to: '/children/$userId/activity', params: { userId: idKey(childId) } })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the device count finishes the request; the other values are read at that moment
  }, [deviceCount])

  // Stop polling when the panel goes away.
  useEffect(() => () => onWaitingChange(false), [onWaitingChange])

  const devices = childsConnectableDevices(childName, apiProfile)

  return (
    <section className="card onboarding" aria-labelledby={`onboarding-${childId}`}>
      <h2 id={`onboarding-${childId}`}>{title ?? `Connect ${devices}`}</h2>
      <ol className="onboarding__steps">
        <li className="onboarding__step">
          <span className="onboarding__number" aria-hidden="true">
            1
          </span>
          <div className="onboarding__content">
            <h3>Download the Gatehouse app</h3>
            <p className="muted">
              On {devices}, open the App Store and install Gatehouse. Scan the code with a phone to open the app’s page, or follow the link.
            </p>
            <div className="onboarding__download">
              <Suspense fallback={<div className="qr-code qr-code--placeholder" aria-hidden="true" />}>
                <QrCode value={appStoreUrl} label="QR code for Gatehouse on the App Store" />
              </Suspense>
              <a className={buttonClass('secondary')} href={appStoreUrl} {...newTabProps}>
                Gatehouse on the App Store
                <ExternalIcon label="(opens in a new tab)" />
              </a>
            </div>
          </div>
        </li>
        <li className="onboarding__step">
          <span className="onboarding__number" aria-hidden="true">
            2
          </span>
          <div className="onboarding__content">
            <h3>Enter a connection code</h3>
            <p className="muted">Open the Gatehouse app on {devices} and choose to connect. Get a code here and type it into the app.</p>
            {connection.error && (
              <Alert tone="error" title="Could not get a connection code">
                {errorMessage(connection.error)}
              </Alert>
            )}
            <Button onClick={() => void getCode()} loading={connection.pending}>
              Get connection code
            </Button>
          </div>
        </li>
      </ol>
      <p className="onboarding__help">
        Need a hand?{' '}
        <a href={connectHelpUrl} {...newTabProps}>
          Read how to connect a {connectableDevices(apiProfile)}
          <ExternalIcon label="(opens in a new tab)" />
        </a>
      </p>
      <Dialog
        open={code !== null}
        title="Connection code"
        onClose={reset}
        actions={
          <Button variant="secondary" onClick={reset}>
            Close
          </Button>
        }
      >
        <p>Enter this code in the Gatehouse app on {devices}:</p>
        <p className="connection-code" aria-label={`Connection code ${code ?? ''}`} data-code={code ?? undefined}>
          {code !== null ? formatConnectionCode(code) : ''}
        </p>
        <p className="onboarding__waiting" role="status">
          <span className="spinner" aria-hidden="true" />
          The device will appear here once it’s connected.
        </p>
      </Dialog>
    </section>
  )
}
