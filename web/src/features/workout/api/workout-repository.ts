import { firestoreCollections } from '@management-center/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs } from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/firestore.ts';
import { readRepository } from '../workout-content.ts';

export function workoutRepositoryQueryOptions() {
  return queryOptions({
    queryKey: ['firestore', firestoreCollections.workoutContent],
    queryFn: async () => {
      const snapshot = await getDocs(collection(firestore, firestoreCollections.workoutContent));
      return readRepository(snapshot.docs.map((document) => ({ id: document.id, data: document.data() })));
    },
  });
}

export function useWorkoutRepository() {
  return useQuery(workoutRepositoryQueryOptions());
}
