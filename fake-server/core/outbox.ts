/**
 * Everything the server would e-mail, text or post to Slack for a parent lands here, so a demo
 * user can finish every flow without a mail server. Links are absolute, built from the dashboard
 * URL, with ids in lower case (as the real server writes them).
 */
import type { OutboxChannel, OutboxMessage } from '@domain/demo/control'
import { isoSeconds } from './encode'

export const productName = 'Gatehouse'

export interface Draft {
  readonly channel: OutboxChannel
  readonly to: string
  readonly subject: string
  readonly body: string
  readonly links?: readonly string[]
  readonly code?: string
}

export class Outbox {
  private messages: OutboxMessage[] = []
  private newestFirst: readonly OutboxMessage[] = []

  constructor(
    private readonly ids: () => string,
    private readonly onChange: () => void = () => {},
  ) {}

  send(draft: Draft, now: Date): OutboxMessage {
    const message: OutboxMessage = {
      id: this.ids().toLowerCase(),
      sentAt: isoSeconds(now),
      channel: draft.channel,
      to: draft.to,
      subject: draft.subject,
      body: draft.body,
      links: [...(draft.links ?? [])],
      ...(draft.code !== undefined ? { code: draft.code } : {}),
    }
    this.messages.push(message)
    this.refresh()
    return message
  }

  /** Newest first. The same array until the outbox changes (safe for useSyncExternalStore). */
  list(): readonly OutboxMessage[] {
    return this.newestFirst
  }

  clear(): void {
    this.messages = []
    this.refresh()
  }

  snapshot(): OutboxMessage[] {
    return [...this.messages]
  }

  restore(messages: readonly OutboxMessage[]): void {
    this.messages = [...messages]
    this.refresh()
  }

  private refresh(): void {
    this.newestFirst = Object.freeze([...this.messages].reverse())
    this.onChange()
  }
}

// ── message texts ───────────────────────────────────────────────────────────────────────────

/** The dashboard origin without a trailing slash. */
export const normalizeDashboardUrl = (url: string): string => url.replace(/\/+$/, '')

const link = (dashboardUrl: string, path: string): string => `${normalizeDashboardUrl(dashboardUrl)}${path}`

const email = (to: string, subject: string, body: string, links: string[] = []): Draft => ({
  channel: 'email',
  to,
  subject,
  body,
  links,
})

export const messages = {
  verifySignup(to: string, dashboardUrl: string, token: string): Draft {
    const url = link(dashboardUrl, `/verify-signup-email/${token.toLowerCase()}`)
    return email(
      to,
      'Action Required: Confirm your email',
      `Welcome to ${productName}! Please confirm this is your address by opening the link below. ` +
        `It works once and expires in 24 hours.\n\n${url}\n\nIf you did not sign up, you can ignore this message.`,
      [url],
    )
  },

  signupAgain(to: string, dashboardUrl: string): Draft {
    const url = link(dashboardUrl, '/login')
    return email(
      to,
      `${productName} Signup Request`,
      `Someone tried to create a ${productName} account with this address, but you already have one. ` +
        `You can log in here (use "Forgot password" if you need to):\n\n${url}\n\n` +
        `If this wasn't you, nothing has changed and you can ignore this message.`,
      [url],
    )
  },

  magicLink(to: string, dashboardUrl: string, token: string, redirect?: string): Draft {
    const query = redirect !== undefined && redirect !== '' ? `?redirect=${encodeURIComponent(redirect)}` : ''
    const url = link(dashboardUrl, `/otp/${token.toLowerCase()}${query}`)
    return email(
      to,
      `${productName} magic link`,
      `Here is your link to log in to ${productName}. It works once and expires in 60 minutes.\n\n${url}\n\n` +
        `If you didn't ask for it, you can ignore this message.`,
      [url],
    )
  },

  magicLinkNoAccount(to: string, dashboardUrl: string): Draft {
    const url = link(dashboardUrl, '/signup')
    return email(
      to,
      `${productName} magic link`,
      `Someone asked for a ${productName} login link for this address, but there is no account for it. ` +
        `Maybe you signed up with another address? You can also create an account:\n\n${url}`,
      [url],
    )
  },

  passwordReset(to: string, dashboardUrl: string, token: string): Draft {
    const url = link(dashboardUrl, `/reset-password/${token.toLowerCase()}`)
    return email(
      to,
      `${productName} password reset`,
      `Open the link below to choose a new ${productName} password. It works once and expires in 60 minutes.\n\n` +
        `${url}\n\nIf you didn't ask for a reset, your password stays as it is.`,
      [url],
    )
  },

  passwordResetNoAccount(to: string, dashboardUrl: string): Draft {
    const url = link(dashboardUrl, '/signup')
    return email(
      to,
      `${productName} password reset`,
      `Someone asked to reset a ${productName} password for this address, but there is no account for it. ` +
        `Maybe you signed up with another address? You can also create an account:\n\n${url}`,
      [url],
    )
  },
}
