import { useMutation } from '@tanstack/react-query';
import type { SharedPlanLink } from '#shared/meetups.ts';
import { api } from '#client/lib/api.ts';

/**
 * POST /api/meetups/{messageId}/plan → a new link to the caller's plan, opening without an account until 24 hours
 * after the meetup; 409 when the meetup is not accepted. DELETE the same path: every link the caller shared of it
 * stops opening.
 */
function sharePlan(messageId: number): Promise<SharedPlanLink> {
  return api.post<SharedPlanLink>(`/api/meetups/${messageId}/plan`);
}

function stopSharingPlan(messageId: number): Promise<unknown> {
  return api.delete(`/api/meetups/${messageId}/plan`);
}

export const useSharePlan = () => useMutation({ mutationFn: sharePlan });

export const useStopSharingPlan = () => useMutation({ mutationFn: stopSharingPlan });
