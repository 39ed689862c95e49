/**
 * What the signed-out pages (login, signup, password reset…) need from the data layer: the API
 * call alone. Importing it rather than the whole data layer keeps the data engine, its stores
 * and the schemas out of those pages' first load.
 */
export { call } from '../api/client'
export { signupCheck, turnstileSiteKey } from '../api/config'
