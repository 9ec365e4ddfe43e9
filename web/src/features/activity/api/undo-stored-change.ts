import {
  type ChangeUndo,
  callableNames,
  mediaMessages,
  releaseMessages,
  roleLabels,
} from '@management-center/contract';
import { useMutation } from '@tanstack/react-query';
import { invokeCallable } from '../../../lib/callables/callables.ts';
import { notifySuccess } from '../../../lib/notices/notify.ts';
import {
  feedbackApprovalWithdrawn,
  signInDisabledAgain,
  signInEnabledAgain,
} from '../../../lib/notices/undo-messages.ts';

// The call its audit entry names, and what it did, in a sentence.
async function undoStoredChange(undo: ChangeUndo): Promise<string> {
  switch (undo.callable) {
    case 'changeTeamRole': {
      const { role } = await invokeCallable(callableNames.changeTeamRole, undo.input);
      return `The role is ${roleLabels[role]} again.`;
    }
    case 'removeTeamMember':
      await invokeCallable(callableNames.removeTeamMember, undo.input);
      return 'The invitation is withdrawn: its link no longer opens the console.';
    case 'inviteTeamMember': {
      const { email, role } = undo.input;
      await invokeCallable(callableNames.inviteTeamMember, undo.input);
      return `${email} is invited again as ${roleLabels[role]}: they are back in the team once they accept.`;
    }
    case 'updateTeamSettings':
      await invokeCallable(callableNames.updateTeamSettings, undo.input);
      return "The team's settings are as they were before.";
    case 'enableSignIn':
      await invokeCallable(callableNames.enableSignIn, undo.input);
      return signInEnabledAgain;
    case 'disableSignIn':
      await invokeCallable(callableNames.disableSignIn, undo.input);
      return signInDisabledAgain;
    case 'withdrawFeedbackApproval':
      return feedbackApprovalWithdrawn(
        await invokeCallable(callableNames.withdrawFeedbackApproval, undo.input),
      );
    case 'replaceImageEverywhere': {
      const { places } = await invokeCallable(callableNames.replaceImageEverywhere, undo.input);
      return mediaMessages.replacedBack(places);
    }
    case 'undoRelease': {
      const { name, rows } = await invokeCallable(callableNames.undoRelease, undo.input);
      return releaseMessages.undone(name, rows);
    }
  }
}

export function useUndoStoredChange() {
  return useMutation({ mutationFn: undoStoredChange, onSuccess: notifySuccess });
}
