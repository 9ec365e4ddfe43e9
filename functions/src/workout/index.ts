export { searchVideos } from './search-videos.ts';
export { sendWorkoutVideos } from './send-workout-videos.ts';
