import { useMutation } from '@tanstack/react-query';
import { undoDeletion } from '../../../lib/undo-deletion.ts';

export function useUndoDeletion() {
  return useMutation({ mutationFn: undoDeletion });
}
