/**
 * Cloudflare Turnstile, the bot check today's API requires on sign-up. Its script is loaded
 * only when this widget first shows (on the sign-up page, in builds with a site key), once per
 * page. The widget hands over a one-time token; an expired or failed check hands back null.
 */
import { useEffect, useRef, useState } from 'react'
import { Alert } from '../../ui/Alert'
import { trustedPolicy, trustedPolicyNames } from '../../ui/trusted-types'

const scriptUrl = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'

interface TurnstileApi {
  render(
    container: HTMLElement,
    options: {
      sitekey: string
      callback: (token: string) => void
      'expired-callback': () => void
      'error-callback': () => void
    },
  ): string
  reset(widgetId: string): void
  remove(widgetId: string): void
}

declare global {
  interface Window {
    turnstile?: TurnstileApi
  }
}

let loading: Promise<TurnstileApi> | null = null

/** The only script address the bot check may load. */
const turnstileScript = trustedPolicy(trustedPolicyNames.turnstile, {
  createScriptURL: (url) => {
    if (url !== scriptUrl) throw new TypeError(`Not the bot check's script: ${url}`)
    return url
  },
})

function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile)
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = turnstileScript.scriptUrl(scriptUrl)
    script.async = true
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('no turnstile')))
    script.onerror = () => {
      script.remove()
      loading = null
      reject(new Error('the bot check did not load'))
    }
    document.head.appendChild(script)
  })
  return loading
}

/**
 * The widget. `resetKey` changes after each sign-up attempt: a token works once, so the check
 * starts again.
 */
export function Turnstile({ siteKey, resetKey, onToken }: { siteKey: string; resetKey: number; onToken: (token: string | null) => void }) {
  const container = useRef<HTMLDivElement>(null)
  const widget = useRef<{ api: TurnstileApi; id: string } | null>(null)
  const report = useRef(onToken)
  useEffect(() => {
    report.current = onToken
  })
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let live = true
    loadTurnstile().then(
      (api) => {
        if (!live || !container.current) return
        const id = api.render(container.current, {
          sitekey: siteKey,
          callback: (token) => report.current(token),
          'expired-callback': () => report.current(null),
          'error-callback': () => report.current(null),
        })
        widget.current = { api, id }
      },
      () => {
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
      if (widget.current) widget.current.api.remove(widget.current.id)
      widget.current = null
    }
  }, [siteKey])

  useEffect(() => {
    if (resetKey === 0 || !widget.current) return
    report.current(null)
    widget.current.api.reset(widget.current.id)
  }, [resetKey])

  return (
    <div className="turnstile">
      <div ref={container} />
      {failed && (
        <Alert tone="error" title="The check that you are a person did not load">
          <p>Check your internet connection, then reload the page.</p>
        </Alert>
      )}
    </div>
  )
}
