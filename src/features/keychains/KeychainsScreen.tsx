/**
 * `/keychains`' container: reads the keychains through the route's data declaration and turns
 * the parent's intents into commands. Everything it draws is KeychainsView's.
 */
import { runCommand, useQuery } from '../../data'
import { useRouteData } from '../route-data'
import { keychainCardOf } from './AssignMenu'
import { deleteKeychain, setChildKeychain } from './commands'
import { type KeychainSummary, KeychainsView } from './KeychainsView'
import { keychainsData } from './queries'

const onAssign = (childId: string, keychain: KeychainSummary, assigned: boolean) =>
  void runCommand(setChildKeychain(childId, keychain.id, assigned, keychainCardOf(keychain)))
const onDelete = (keychain: KeychainSummary) => void runCommand(deleteKeychain(keychain.id))

export default function KeychainsScreen() {
  const keychains = useQuery(useRouteData(keychainsData).queries.keychains)
  return <KeychainsView keychains={keychains} onAssign={onAssign} onDelete={onDelete} />
}
