import {
  accountNotBoundReason,
  type CallableInput,
  type CallableOutput,
  callableNames,
  roleLabels,
} from '@management-center/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isCallableRefusal } from '../../../lib/callables/callable-refusal.ts';
import { invokeCallable } from '../../../lib/callables/callables.ts';
import { notifySuccess } from '../../../lib/notices/notify.ts';
import { teamMembersQueryOptions } from './team-members.ts';

function useTeamRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teamMembersQueryOptions().queryKey });
}

/** The refusal to invite an address whose account may be someone else's, which the owner may take over. */
export function isAccountNotBound(error: unknown): boolean {
  return isCallableRefusal(error, 'failed-precondition', accountNotBoundReason);
}

// `asksToTakeOver`: the screen answers that refusal itself, asking whether to take the account over.
export function useInviteTeamMember({ asksToTakeOver = false } = {}) {
  const refresh = useTeamRefresh();
  return useMutation({
    ...(asksToTakeOver ? { meta: { answeredOnScreen: isAccountNotBound } } : {}),
    mutationFn: (input: CallableInput<'inviteTeamMember'>) =>
      invokeCallable(callableNames.inviteTeamMember, input),
    onSuccess: async (output, input) => {
      await refresh();
      notifySuccess(
        `${output.invitedAgain ? 'Invited again' : 'Invited'}: ${input.email.trim()} as ${roleLabels[input.role]}. The invitation e-mail is on its way.`,
      );
    },
  });
}

export function useChangeTeamRole() {
  const refresh = useTeamRefresh();
  return useMutation({
    mutationFn: (input: CallableInput<'changeTeamRole'> & { email: string }) =>
      invokeCallable(callableNames.changeTeamRole, { uid: input.uid, role: input.role }),
    onSuccess: async (output, input) => {
      await refresh();
      notifySuccess(`${input.email} is now ${roleLabels[output.role]}.`);
    },
  });
}

export function useResetSecondFactor() {
  const refresh = useTeamRefresh();
  return useMutation({
    mutationFn: (input: CallableInput<'resetSecondFactor'> & { email: string }) =>
      invokeCallable(callableNames.resetSecondFactor, { uid: input.uid }),
    onSuccess: async (_output, input) => {
      await refresh();
      notifySuccess(
        `${input.email} has no second factor any more: their sessions have ended, and they set up a new phone when they sign in.`,
      );
    },
  });
}

export function useRemoveTeamMember() {
  const refresh = useTeamRefresh();
  return useMutation({
    mutationFn: (input: CallableInput<'removeTeamMember'> & { email: string }) =>
      invokeCallable(callableNames.removeTeamMember, { uid: input.uid }),
    onSuccess: async (_output, input) => {
      await refresh();
      notifySuccess(`${input.email} was removed from the team: their sessions have ended.`);
    },
  });
}

function settingsSavedText(output: CallableOutput<'updateTeamSettings'>): string {
  const idle = `Consoles sign out after ${output.idleTimeoutMinutes} minutes without activity; sessions last at most ${output.sessionHours} ${output.sessionHours === 1 ? 'hour' : 'hours'}.`;
  if (!output.requireSecondFactor) return `${idle} A second factor is not required.`;
  const signedOut = output.signedOut === 1 ? '1 member was' : `${output.signedOut} members were`;
  return `${idle} Everyone signs in with a second factor${output.signedOut > 0 ? `: ${signedOut} signed out to do so` : ''}.`;
}

export function useUpdateTeamSettings() {
  return useMutation({
    mutationFn: (input: CallableInput<'updateTeamSettings'>) =>
      invokeCallable(callableNames.updateTeamSettings, input),
    onSuccess: (output) => notifySuccess(settingsSavedText(output)),
  });
}
