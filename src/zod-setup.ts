/**
 * zod without its compiled fast paths. The Content-Security-Policy forbids eval, and zod probes
 * for it on its first parse (a refused probe is still reported as a policy violation). Every
 * module of the app that imports zod imports this first; the API client loads it with the
 * operation table.
 */
import { config } from 'zod/mini'

config({ jitless: true })
