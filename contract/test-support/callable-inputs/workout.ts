import fc from 'fast-check';
import { maxSearchKeywordLength, maxVideosPerSend, maxVideoTitleLength } from '../../src/index.ts';
import {
  type AreaInputCases,
  elementFault,
  fault,
  fixedLengthKeySpec,
  inputCase,
  objectSpec,
  type Sample,
  type Spec,
  textSpec,
  wrongTypes,
} from './shared-specs.ts';

const videoIdLength = 11;
const videoIdSpec = fixedLengthKeySpec(videoIdLength, 'a video id');

const videoSpec = objectSpec({ videoId: videoIdSpec, title: textSpec(maxVideoTitleLength) });
const videoIdOf = (sample: Sample) => (sample.sent as { videoId: string }).videoId;

const validVideos = fc.oneof(
  {
    arbitrary: fc.uniqueArray(videoSpec.valid, { selector: videoIdOf, minLength: 1, maxLength: 12 }),
    weight: 9,
  },
  {
    arbitrary: fc.uniqueArray(videoSpec.valid, {
      selector: videoIdOf,
      minLength: maxVideosPerSend,
      maxLength: maxVideosPerSend,
    }),
    weight: 1,
  },
);
const validVideoList = validVideos.map((samples) => samples.map(({ sent }) => sent));

const videosSpec: Spec = {
  valid: validVideos.map((samples) => ({
    sent: samples.map(({ sent }) => sent),
    parsed: samples.map(({ parsed }) => parsed),
  })),
  faults: fc.oneof(
    wrongTypes('array'),
    fc.constant(fault('empty', 'no video', [])),
    fc.integer({ min: 1, max: 200 }).map((extra) => {
      const videos = Array.from({ length: maxVideosPerSend + extra }, (_, index) => ({
        videoId: index.toString(36).padStart(videoIdLength, '0'),
        title: `Video ${index}`,
      }));
      return fault('too-many', `${videos.length} videos, over ${maxVideosPerSend}`, videos);
    }),
    fc
      .tuple(validVideoList, fc.nat(), fc.string({ minLength: 1, maxLength: 20 }))
      .map(([videos, from, title]) => {
        const { videoId } = videos[from % videos.length] as { videoId: string };
        return fault('duplicate', `the video ${videoId} twice`, [
          ...videos,
          { videoId, title: `${title} again` },
        ]);
      }),
    elementFault(validVideoList, videoSpec.faults),
  ),
};

export const workoutInputCases = {
  searchVideos: inputCase(objectSpec({ keyword: textSpec(maxSearchKeywordLength) })),
  sendWorkoutVideos: inputCase(objectSpec({ videos: videosSpec })),
} satisfies AreaInputCases;
