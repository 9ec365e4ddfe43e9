import type { SendWorkoutVideosOutput, WorkoutVideo } from '@management-center/contract';

function videos(count: number): string {
  return count === 1 ? '1 video' : `${count} videos`;
}

/** What a Send did beyond the catalogue's success text: how many were added, and which were already there. */
export function sendSummary(output: SendWorkoutVideosOutput, sent: readonly WorkoutVideo[]): string[] {
  const lines = [`${videos(output.added.length)} added to the repository.`];
  if (output.skipped.length > 0) {
    const titles = output.skipped.map(
      (videoId) => `“${sent.find((video) => video.videoId === videoId)?.title ?? videoId}”`,
    );
    const were = output.skipped.length === 1 ? 'was' : 'were';
    lines.push(
      `${videos(output.skipped.length)} ${were} already in the repository and skipped: ${titles.join(', ')}.`,
    );
  }
  return lines;
}
