import { workoutContentUrl } from '@management-center/contract';
import { z } from 'zod';

// docs/product.md, Data: a "Workout content" document.
const workoutContentSchema = z.object({
  'content-name': z.string(),
  'content-url': z.string(),
  lastUpdatedTimestamp: z.number(),
});

export interface RepositoryVideo {
  documentId: string;
  name: string;
  url: string;
  lastUpdatedTimestamp: number;
}

/** The repository's documents, newest first; a document of another shape is left out rather than failing all. */
export function readRepository(documents: readonly { id: string; data: unknown }[]): RepositoryVideo[] {
  return documents
    .flatMap(({ id, data }) => {
      const parsed = workoutContentSchema.safeParse(data);
      if (!parsed.success) return [];
      return [
        {
          documentId: id,
          name: parsed.data['content-name'],
          url: parsed.data['content-url'],
          lastUpdatedTimestamp: parsed.data.lastUpdatedTimestamp,
        },
      ];
    })
    .sort((first, second) => second.lastUpdatedTimestamp - first.lastUpdatedTimestamp);
}

export function repositoryUrls(repository: readonly RepositoryVideo[]): ReadonlySet<string> {
  return new Set(repository.map((video) => video.url));
}

/** The repository recognises a video by its embed link, as sendWorkoutVideos does when it skips one. */
export function isInRepository(videoId: string, urls: ReadonlySet<string>): boolean {
  return urls.has(workoutContentUrl(videoId));
}
