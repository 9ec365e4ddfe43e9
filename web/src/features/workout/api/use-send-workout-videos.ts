import { callableNames, type SendWorkoutVideosInput, successMessages } from '@management-center/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invokeCallable } from '../../../lib/callables/callables.ts';
import { notifySuccess } from '../../../lib/notices/notify.ts';
import { workoutRepositoryQueryOptions } from './workout-repository.ts';

export function useSendWorkoutVideos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendWorkoutVideosInput) => invokeCallable(callableNames.sendWorkoutVideos, input),
    onSuccess: async (output) => {
      await queryClient.invalidateQueries({ queryKey: workoutRepositoryQueryOptions().queryKey });
      // A send of videos that were all in the repository already adds nothing: the page's summary says so.
      if (output.added.length > 0) notifySuccess(successMessages.workoutContentSent);
    },
  });
}
