/**
 * `/settings`' container: reads the parent's account, and turns the parent's intents (notification
 * rules and methods, the add-method panel, the billing link) into commands. Everything it draws is
 * SettingsView's.
 */
import { useSearch } from '@tanstack/react-router'
import type { VerifiedNotificationMethod } from '@domain/api/wire'
import { queries } from '../../data/queries'
import { useQuery } from '../../data'
import { useAddMethod } from './add-method'
import { useBillingLink } from './billing-link'
import { useRuleEditing } from './rule-editing'
import { SettingsView } from './SettingsView'

const noMethods: readonly VerifiedNotificationMethod[] = []

export default function SettingsScreen() {
  const admin = useQuery(queries.admin())
  const { portal } = useSearch({ strict: false })
  const methods = admin.data?.verifiedNotificationMethods ?? noMethods
  const { onVerified, ...rules } = useRuleEditing(methods)
  const addMethod = useAddMethod(methods, onVerified)
  const billing = useBillingLink()
  return <SettingsView admin={admin} demoPortal={__DEMO__ && portal === 'demo'} billing={billing} addMethod={addMethod} {...rules} />
}
