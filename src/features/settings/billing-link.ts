/**
 * The billing link's container: asks the API for the payment provider's page and follows it
 * (only https addresses, or pages of this dashboard); anything else is a failure the card shows.
 */
import { useEffect, useState } from 'react'
import { unexpectedError, type ClientError } from '@domain/api/errors'
import { type BillingLinkState, isFollowablePaymentUrl } from '@domain/subscription/subscription'
import { runCommand } from '../../data'
import { paymentPage } from '../shell/commands'
import { useStillShown } from '../../ui/use-still-shown'
import type { BillingLinkControl } from './PlanCard'

export function useBillingLink(): BillingLinkControl {
  const [state, setState] = useState<BillingLinkState>('idle')
  const [error, setError] = useState<ClientError | null>(null)
  const stillShown = useStillShown()
  useEffect(() => {
    // Back from the payment page, the browser may restore this page as it was left (busy).
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setState('idle')
    }
    window.addEventListener('pageshow', restored)
    return () => window.removeEventListener('pageshow', restored)
  }, [])

  const open = async () => {
    if (state === 'loading' || state === 'redirecting') return
    setState('loading')
    setError(null)
    const result = await runCommand(paymentPage())
    // Signed out (or the app taken down) meanwhile: the payment page is no longer wanted.
    if (!stillShown()) return
    if (result.ok && isFollowablePaymentUrl(result.value.url, window.location.origin)) {
      setState('redirecting')
      window.location.assign(result.value.url)
      return
    }
    setError(result.ok ? unexpectedError('the payment page address is not one to follow') : result.error)
    setState('failed')
  }
  return { state, error, onOpen: () => void open() }
}
