/**
 * The shell's public entry: the frame the route tree shows itself while the app loads (the page for
 * an unknown address is loaded lazily, from its file). The route tree imports it, so it stays free of the
 * data layer: the payment page's command, which the settings share, is in the shell's
 * commands.ts. The shell's own screen (AppShell) is loaded lazily. Routes declare their titles
 * with the types of ./page-title.ts, whose hook the root layout calls.
 */
export { ShellLoading } from './ShellLoading'
export { noNames, pageTitleOf, useDocumentTitle, usePageTitle } from './page-title'
