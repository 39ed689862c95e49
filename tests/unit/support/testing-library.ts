/**
 * Setup of the projects with component tests: Testing Library's `findBy…` queries and `waitFor`
 * give up after `waitLimitMs`, as the other waits do (tests/unit/support/waits.ts), not after
 * their own default of 1 s, which a first render on a busy machine can take.
 */
import { configure } from '@testing-library/dom'
import { waitLimitMs } from './waits'

configure({ asyncUtilTimeout: waitLimitMs })
