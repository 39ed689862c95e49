/**
 * `/ios-devices`, drawn from plain props: a card per iPhone or iPad ("Maya’s iPhone", "iOS 18.5"),
 * each a link to its page. Devices appear once the iOS app is connected, so an empty list says so.
 * Also loading, the failure with Try again, and a server without iOS devices.
 */
import { Link } from '@tanstack/react-router'
import { idKey } from '@domain/api/ids'
import type { IOSDeviceSummary } from '@domain/api/wire'
import { iosDeviceDisplayName } from '@domain/names/display-names'
import { EmptyState } from '../../ui/EmptyState'
import { PhoneIcon } from '../../ui/icons/PhoneIcon'
import { type Loadable, QueryView } from '../../ui/QueryView'
import { NotOffered } from './NotOffered'
import './ios-devices.css'

/** "Maya’s iPhone". */
export const deviceTitle = iosDeviceDisplayName

export type IOSDevicesViewProps =
  /** The build's API has no iOS devices. */
  { readonly offered: false } | { readonly offered: true; readonly devices: Loadable<readonly IOSDeviceSummary[]> }

function IOSDeviceList({ devices }: { devices: readonly IOSDeviceSummary[] }) {
  if (devices.length === 0) {
    return (
      <div className="card">
        <EmptyState title="No iOS devices">
          <p>iPhones and iPads appear here once the iOS app is connected to one of your children with a connection code.</p>
        </EmptyState>
      </div>
    )
  }
  return (
    <ul className="ios-list" aria-label="iOS devices">
      {devices.map((d) => (
        <li key={d.id}>
          <Link to="/ios-devices/$deviceId" params={{ deviceId: idKey(d.id) }} className="card ios-list__card">
            <PhoneIcon className="ios-list__icon" size="1.75rem" />
            <span className="ios-list__text">
              <span className="ios-list__title">{deviceTitle(d)}</span>
              <span className="ios-list__os">iOS {d.osVersion}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function IOSDevicesView(props: IOSDevicesViewProps) {
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="ios-heading">
          <PhoneIcon />
          iOS Devices
        </h1>
      </div>
      {props.offered ? (
        <QueryView query={props.devices} loadingLabel="Loading iOS devices…" errorHeadingLevel={2}>
          {(list) => <IOSDeviceList devices={list} />}
        </QueryView>
      ) : (
        <NotOffered />
      )}
    </div>
  )
}
