/**
 * The handler registry: one entry per implemented operation. Operations without an entry answer
 * 500 "Not implemented in the demo yet".
 */
import type { HandlerRegistry } from '../context'
import { accountHandlers } from './account'
import { activityHandlers } from './activity'
import { authHandlers } from './auth'
import { billingHandlers } from './billing'
import { childrenHandlers } from './children'
import { dashboardHandlers } from './dashboard'
import { devicesHandlers } from './devices'
import { iosHandlers } from './ios'
import { keychainsHandlers } from './keychains'
import { notificationsHandlers } from './notifications'
import { requestsHandlers } from './requests'
import { securityHandlers } from './security'

export const handlers: HandlerRegistry = {
  ...authHandlers,
  ...accountHandlers,
  ...childrenHandlers,
  ...devicesHandlers,
  ...keychainsHandlers,
  ...securityHandlers,
  ...activityHandlers,
  ...billingHandlers,
  ...notificationsHandlers,
  ...requestsHandlers,
  ...dashboardHandlers,
  ...iosHandlers,
}
