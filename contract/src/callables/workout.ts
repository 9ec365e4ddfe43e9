import { z } from 'zod';
import { boundedTextSchema } from '../validation.ts';

// docs/product.md, Workout content: a video search requests at most 100 results.
export const maxVideoSearchResults = 100;
export const maxVideosPerSend = 100;
export const maxVideoTitleLength = 200;
export const maxSearchKeywordLength = 200;

// The repository stores the embed link the fitness app plays; it is also how a video already there is recognised.
export function workoutContentUrl(videoId: string): string {
  return `https://www.youtube.com/embed/${videoId}`;
}

const embedPrefix = workoutContentUrl('');

/**
 * Whether `url` is a YouTube embed link as the repository stores them: only such a link is offered to be opened
 * (the collection is the fitness app's, and a `javascript:` or look-alike link written there would run or phish
 * from the console's origin).
 */
export function isWorkoutEmbedUrl(url: string): boolean {
  return url.startsWith(embedPrefix) && videoIdSchema.safeParse(url.slice(embedPrefix.length)).success;
}

// One document id per video, so that two calls storing the same video at once collide on it and only one creates
// it. A video id (videoIdSchema) holds only characters a document id may; the prefix keeps one like `__abcdefg__`
// out of the ids Firestore reserves (`__…__`).
export function workoutContentDocumentId(videoId: string): string {
  return `youtube-${videoId}`;
}

export const videoIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{11}$/, 'must be 11 characters of A-Z, a-z, 0-9, _ or -');

export const searchVideosInputSchema = z
  .object({ keyword: boundedTextSchema(maxSearchKeywordLength).min(1, 'must not be empty') })
  .strict();

const videoSearchResultSchema = z.object({
  videoId: videoIdSchema,
  title: z.string(),
  thumbnailUrl: z.string(),
});
export const searchVideosOutputSchema = z.array(videoSearchResultSchema).max(maxVideoSearchResults);

const workoutVideoSchema = z
  .object({
    videoId: videoIdSchema,
    title: boundedTextSchema(maxVideoTitleLength).min(1, 'must not be empty'),
  })
  .strict();

export const sendWorkoutVideosInputSchema = z
  .object({
    videos: z
      .array(workoutVideoSchema)
      .min(1, 'must name at least one video')
      .max(maxVideosPerSend, `must name at most ${maxVideosPerSend} videos`)
      .refine(
        (videos) => new Set(videos.map((video) => video.videoId)).size === videos.length,
        'must not name the same video twice',
      ),
  })
  .strict();

// Video ids: `added` got a new document, `skipped` were already in the repository.
export const sendWorkoutVideosOutputSchema = z.object({
  added: z.array(z.string()),
  skipped: z.array(z.string()),
});

export type SearchVideosInput = z.input<typeof searchVideosInputSchema>;
export type VideoSearchResult = z.infer<typeof videoSearchResultSchema>;
export type WorkoutVideo = z.infer<typeof workoutVideoSchema>;
export type SendWorkoutVideosInput = z.input<typeof sendWorkoutVideosInputSchema>;
export type SendWorkoutVideosOutput = z.infer<typeof sendWorkoutVideosOutputSchema>;
