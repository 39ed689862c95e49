import { svgIcon } from './svg-icon'

/** A screen on a stand: the system's setting. */
export const MonitorIcon = svgIcon('Monitor', <path d="M3.5 5h17v11h-17zM9 20h6M12 16v4" />)
