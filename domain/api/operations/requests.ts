/**
 * Children's unlock requests and filter-suspension requests.
 */
import * as z from 'zod/mini'
import { ChildId, SuspendFilterRequestId, UnlockRequestId } from '../ids'
import { FilterSuspensionDecision, RequestStatus, SuccessOutput, SuspendFilterRequest, UnlockRequest, opt } from '../wire'
import { admin, noInput } from './define'

export const requestOperations = {
  GetUnlockRequests: admin(noInput, () => z.array(UnlockRequest)),
  GetUserUnlockRequests: admin(ChildId, () => z.array(UnlockRequest)),
  GetUnlockRequest: admin(UnlockRequestId, UnlockRequest),
  UpdateUnlockRequest: admin(() => z.object({ id: UnlockRequestId, responseComment: opt(z.string()), status: RequestStatus }), SuccessOutput),
  GetSuspendFilterRequest: admin(SuspendFilterRequestId, SuspendFilterRequest),
  DecideFilterSuspensionRequest: admin(
    () =>
      z.object({
        id: SuspendFilterRequestId,
        decision: FilterSuspensionDecision,
        responseComment: opt(z.string()),
      }),
    SuccessOutput,
  ),
} as const
