/** The parts a generated title or description is assembled from; `keyword` is the search as the user typed it. */
export interface VideoWords {
  readonly keyword: string;
  readonly minutes: number;
  readonly level: string;
  readonly format: string;
  readonly focus: string;
  readonly otherFocus: string;
  readonly equipment: string;
  readonly audience: string;
  readonly adjective: string;
  readonly count: number;
  readonly day: number;
  readonly channel: string;
}

export const minuteChoices = [5, 7, 10, 12, 15, 20, 25, 30, 35, 40, 45, 60] as const;

export const levels = ['Beginner', 'Intermediate', 'Advanced', 'All Levels', 'Beginner-Friendly'] as const;

export const formats = [
  'Workout',
  'Routine',
  'Class',
  'Session',
  'Circuit',
  'Flow',
  'Follow-Along',
  'Training',
  'Tutorial',
] as const;

export const focuses = [
  'Full Body',
  'Core',
  'Abs',
  'Lower Body',
  'Upper Body',
  'Glutes',
  'Legs',
  'Back',
  'Arms',
  'Shoulders',
  'Mobility',
  'Cardio',
  'Fat Burning',
  'Strength',
  'Flexibility',
  'Posture',
  'Balance',
  'Endurance',
] as const;

export const equipment = [
  'No Equipment',
  'Dumbbells Only',
  'Resistance Band',
  'Kettlebell',
  'Bodyweight Only',
  'Mat Only',
  'One Dumbbell',
  'Stability Ball',
] as const;

export const audiences = [
  'Beginners',
  'Seniors',
  'Runners',
  'Busy People',
  'Home',
  'Women',
  'Men',
  'Everyone',
  'Office Workers',
  'Athletes',
] as const;

export const adjectives = [
  'Intense',
  'Gentle',
  'Quick',
  'Killer',
  'Low-Impact',
  'High-Intensity',
  'Sweaty',
  'Relaxing',
  'Energizing',
  'Brutal',
  'Fun',
  'Simple',
] as const;

export const channels = [
  'FitLife Studio',
  'Core Strength Academy',
  'Move With Maya',
  'Daily Burn Club',
  'Coach Ruben Fitness',
  'The Mobility Lab',
  'Pulse Training',
  'Green Park Yoga',
  'Iron & Oak Gym',
  'Run Stronger',
  'Sweat Society',
  'Balance Pilates',
  'Urban Athlete',
  'Kettlebell Kings',
  'Flexible Life',
  'Heart Rate Heroes',
  'Stretch & Flow',
  'Northside Boxing Club',
  "Lena's Home Workouts",
  'Sunrise Fitness TV',
] as const;

// Apostrophes, ampersands and quotes are deliberate: real titles have them, and the API answers them escaped.
export const titleTemplates: readonly ((words: VideoWords) => string)[] = [
  (w) => `${w.minutes}-Minute ${w.keyword} ${w.format} for ${w.audience}`,
  (w) => `${w.keyword} ${w.format} | ${w.focus} & ${w.otherFocus} (${w.equipment})`,
  (w) => `${w.level} ${w.keyword}: ${w.count} Exercises for ${w.focus}`,
  (w) => `${w.adjective} ${w.keyword} ${w.format} - ${w.minutes} Min`,
  (w) => `${w.keyword} for ${w.audience} | ${w.equipment}, ${w.minutes} Minutes`,
  (w) => `Day ${w.day}: ${w.keyword} Challenge - ${w.focus} ${w.format}`,
  (w) => `How to Do ${w.keyword} Right: ${w.count} Form Tips`,
  (w) => `${w.count} ${w.keyword} Mistakes Beginners Make (and How to Fix Them)`,
  (w) => `Beginner's Guide to ${w.keyword} | ${w.focus} ${w.format}`,
  (w) => `${w.keyword} at Home: ${w.adjective} ${w.minutes}-Minute ${w.format}`,
  (w) => `"${w.keyword}" ${w.format} That Actually Works! ${w.focus} Edition`,
  (w) => `I Tried ${w.keyword} Every Day for ${w.day} Days - Here's What Happened`,
  (w) => `${w.keyword} ${w.format} with ${w.channel} | ${w.level}`,
  (w) => `Best ${w.keyword} Exercises for ${w.focus} (${w.level})`,
];

export const descriptionTemplates: readonly ((words: VideoWords) => string)[] = [
  (w) =>
    `Join us for this ${w.adjective.toLowerCase()} ${w.minutes}-minute ${w.keyword} ${w.format.toLowerCase()} focused on ${w.focus.toLowerCase()}. ${w.equipment}, made for ${w.audience.toLowerCase()}.`,
  (w) =>
    `In today's video we go through ${w.count} ${w.keyword} moves you can do anywhere. Subscribe to ${w.channel} for new videos every week!`,
  (w) =>
    `This ${w.level.toLowerCase()} ${w.keyword} ${w.format.toLowerCase()} targets your ${w.focus.toLowerCase()} and ${w.otherFocus.toLowerCase()}. Grab some water & let's get started.`,
  (w) =>
    `Day ${w.day} of our ${w.keyword} challenge! ${w.minutes} minutes, ${w.equipment.toLowerCase()}. Timestamps in the comments below.`,
];
