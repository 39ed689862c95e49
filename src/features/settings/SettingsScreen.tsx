/**
 * `/settings`' container: reads the parent's account, and turns the parent's intents (notification
 * rules and methods, the add-method panel, the billing link) into commands. Everything it draws is
 * SettingsView's.
 */
import type { VerifiedNotificationMethod } from '@domain/api/wire'
import { useQuery } from '../../data'
import { useRouteSearch } from '../route-hooks'
import { useRouteData } from '../route-data'
import { paths } from '../../route-paths'
import { settingsData } from './queries'
import { useAddMethod } from './add-method'
import { useBillingLink } from './billing-link'
import { useRuleEditing } from './rule-editing'
import { SettingsView } from './SettingsView'

const noMethods: readonly VerifiedNotificationMethod[] = []

export default function SettingsScreen() {
  const admin = useQuery(useRouteData(settingsData).queries.admin)
  const { portal } = useRouteSearch(paths.settings)
  const methods = admin.data?.verifiedNotificationMethods ?? noMethods
  const { onVerified, ...rules } = useRuleEditing(methods)
  const addMethod = useAddMethod(methods, onVerified)
  const billing = useBillingLink()
  return <SettingsView admin={admin} demoPortal={__DEMO__ && portal === 'demo'} billing={billing} addMethod={addMethod} {...rules} />
}
