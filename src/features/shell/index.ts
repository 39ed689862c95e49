/**
 * The shell's public entry: the frames the route tree shows itself (while the app loads, for an
 * unknown address, for a page still to come), and the payment page's command the settings share.
 * The shell's own screen (AppShell) is loaded lazily.
 */
export { NotFoundScreen } from './NotFoundScreen'
export { Placeholder } from './Placeholder'
export { ShellLoading } from './ShellLoading'
export { paymentPage } from './commands'
