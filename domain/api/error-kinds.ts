/**
 * The names of the kinds of failure and of the dashboard tags: plain data, free of schema code,
 * so that the client error (client-error.ts) and the response schemas (errors.ts) share them.
 */

/** The kinds of failure the server reports. */
export const serverErrorTypes = ['notFound', 'badRequest', 'serverError', 'unauthorized', 'loggedOut'] as const

/** Every kind of failure: the server's, plus `clientError` for what the client detects itself. */
export const errorTypes = [...serverErrorTypes, 'clientError'] as const
export type ErrorType = (typeof errorTypes)[number]

/** Tags the server puts on a few errors so that a screen can react to them specifically. */
export const dashboardTags = ['magicLinkTokenNotFound', 'slackVerificationFailed', 'emailAlreadyVerified'] as const
export type DashboardTag = (typeof dashboardTags)[number]
