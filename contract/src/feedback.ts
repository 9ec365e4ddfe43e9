import { z } from 'zod';

// The console's label and the stored value differ for one category: the app stores "Dashboard Customization".
export const feedbackCategories = [
  { label: 'Sign Up', stored: 'Sign Up' },
  { label: 'Login', stored: 'Login' },
  { label: 'User Dashboard', stored: 'User Dashboard' },
  { label: 'Mobile Syncing', stored: 'Mobile Syncing' },
  { label: 'Customise Widgets', stored: 'Dashboard Customization' },
  { label: 'Activity Tracking', stored: 'Activity Tracking' },
  { label: 'Workouts', stored: 'Workouts' },
  { label: 'Track On The Go', stored: 'Track On The Go' },
  { label: 'Friends', stored: 'Friends' },
  { label: 'Competition', stored: 'Competition' },
] as const;

export const feedbackRatings = [1, 2, 3, 4, 5] as const;

export const feedbackSchema = z.object({
  timestamp: z.number(),
  category: z.string(),
  rating: z.number().int().min(1).max(5),
  review: z.string(),
  approveFeedback: z.boolean(),
  feedbackApproveTimestamp: z.number().optional(),
});

export type Feedback = z.infer<typeof feedbackSchema>;
