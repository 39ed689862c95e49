/** The account feature's public entry (the signed-out pages): the frame of a public page. */
export { PublicLayout } from './PublicLayout'
