/**
 * The subscription banner on every signed-in screen: a trial with 3 days or fewer left (hidden
 * when paid or complimentary), or an expired subscription, with a button to the payment page. A
 * dismissed banner stays hidden until the subscription's state changes.
 */
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { queries } from '../../data/queries'
import { errorMessage, unexpectedError } from '@domain/api/errors'
import {
  bannerButtonLabel,
  isBannerVisible,
  isFollowablePaymentUrl,
  subscriptionBanner,
  type SubscriptionBanner as Banner,
} from '@domain/subscription/subscription'
import { runCommand, toast, useQuery } from '../../data'
import { Button } from '../../ui/Button'
import { CloseIcon } from '../../ui/icons/CloseIcon'
import { WarningIcon } from '../../ui/icons/WarningIcon'
import { useStillShown } from '../../ui/use-still-shown'
import { bannerDismissals } from './hooks'
import { paymentPage } from './commands'
import { frameData } from './queries'
import './subscription-banner.css'

/** Only the latest few dismissals matter; older states never come back. */
const rememberedDismissals = 8

export function SubscriptionBanner() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const admin = useQuery(frameData(pathname, queries).admin)
  const [dismissed, setDismissed] = useState(bannerDismissals.read)
  const status = admin.data?.subscriptionStatus
  const banner = status ? subscriptionBanner(status) : null
  if (!banner || !isBannerVisible(banner, dismissed)) return null
  const dismiss = () => {
    const next = [...dismissed.filter((k) => k !== banner.dismissKey), banner.dismissKey].slice(-rememberedDismissals)
    bannerDismissals.write(next)
    setDismissed(next)
    document.getElementById('main')?.focus({ preventScroll: true })
  }
  return <BannerView banner={banner} onDismiss={dismiss} />
}

function BannerView({ banner, onDismiss }: { banner: Banner; onDismiss: () => void }) {
  const [redirecting, setRedirecting] = useState(false)
  useEffect(() => {
    // Back from the payment page restores this page from the back/forward cache as it was
    // left, busy: the parent must be able to press the button again.
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false)
    }
    window.addEventListener('pageshow', restored)
    return () => window.removeEventListener('pageshow', restored)
  }, [])
  const stillShown = useStillShown()
  const subscribe = async () => {
    setRedirecting(true)
    const result = await runCommand(paymentPage())
    // Signed out (or the app taken down) meanwhile: the payment page is no longer wanted.
    if (!stillShown()) return
    if (result.ok && isFollowablePaymentUrl(result.value.url, window.location.origin)) {
      window.location.assign(result.value.url)
      return
    }
    setRedirecting(false)
    toast.error(errorMessage(result.ok ? unexpectedError('the payment page address is not one to follow') : result.error))
  }
  return (
    <section className={`sub-banner sub-banner--${banner.kind}`} aria-label="Subscription">
      <WarningIcon className="sub-banner__icon" />
      <p className="sub-banner__text">{banner.message}</p>
      <div className="sub-banner__actions">
        <Button size="sm" loading={redirecting} onClick={() => void subscribe()}>
          {bannerButtonLabel(banner, redirecting)}
        </Button>
        <button type="button" className="sub-banner__dismiss" aria-label="Dismiss subscription notice" onClick={onDismiss}>
          <CloseIcon />
        </button>
      </div>
    </section>
  )
}
