/** Home (`/`): the feature's public entry. */
export { HomeScreen } from './HomeScreen'
