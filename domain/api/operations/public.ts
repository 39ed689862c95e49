/**
 * The operations anyone may call: logging in, signing up, links from e-mails.
 */
import * as z from 'zod/mini'
import { AdminId, AdminToken, LinkToken } from '../ids'
import { ConferenceSource, SuccessOutput, opt } from '../wire'
import { none } from './define'

export const Credentials = z.object({ adminId: AdminId, token: AdminToken })
const Email = z.string()

export const publicOperations = {
  Login: none(() => z.object({ email: Email, password: z.string() }), Credentials),
  LoginMagicLink: none(() => z.object({ token: LinkToken }), Credentials),
  RequestMagicLink: none(() => z.object({ email: Email, redirect: opt(z.string()) }), SuccessOutput),
  ResetPassword: none(() => z.object({ token: LinkToken, password: z.string() }), SuccessOutput),
  SaveConferenceEmail: none(() => z.object({ email: Email, source: ConferenceSource }), SuccessOutput),
  SendPasswordResetEmail: none(() => z.object({ email: Email }), SuccessOutput),
  /**
   * `turnstileToken`: the bot check's answer, for servers that require one; servers that do
   * not never receive it.
   */
  Signup: none(
    () =>
      z.object({
        email: Email,
        password: z.string(),
        gclid: opt(z.string()),
        abTestVariant: opt(z.string()),
        turnstileToken: opt(z.string()),
      }),
    () => z.object({ admin: opt(Credentials) }),
  ),
  VerifySignupEmail: none(() => z.object({ token: LinkToken }), Credentials),
} as const
