import { useMutation } from '@tanstack/react-query';
import { undoDeletion } from '../../../lib/notices/undo-deletion.ts';

export function useUndoDeletion() {
  return useMutation({ mutationFn: undoDeletion });
}
