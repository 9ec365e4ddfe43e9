import {
  callableNames,
  type SendWorkoutVideosInput,
  sendWorkoutVideosOutputSchema,
} from '@management-center/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invokeCallable } from '../../../lib/callables.ts';
import { workoutRepositoryQueryOptions } from './workout-repository.ts';

export function useSendWorkoutVideos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendWorkoutVideosInput) =>
      invokeCallable(callableNames.sendWorkoutVideos, input, sendWorkoutVideosOutputSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workoutRepositoryQueryOptions().queryKey }),
  });
}
