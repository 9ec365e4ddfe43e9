import {
  allFeedback,
  type FeedbackFilter,
  feedbackCategories,
  feedbackRatings,
  feedbackStatusFilters,
} from '@management-center/contract';

// The options of each filter as the selects show them, and the way back from a select's text to the filter.
export const statusOptions = feedbackStatusFilters;
export const categoryOptions = [
  allFeedback,
  ...feedbackCategories.map((category) => category.label),
] as const;
export const ratingOptions = [allFeedback, ...feedbackRatings.map(String)];

export function withStatus(filter: FeedbackFilter, value: string): FeedbackFilter {
  const status = statusOptions.find((option) => option === value);
  return status === undefined ? filter : { ...filter, status };
}

export function withCategory(filter: FeedbackFilter, value: string): FeedbackFilter {
  const category = categoryOptions.find((option) => option === value);
  return category === undefined ? filter : { ...filter, category };
}

export function withRating(filter: FeedbackFilter, value: string): FeedbackFilter {
  if (value === allFeedback) return { ...filter, rating: allFeedback };
  const rating = feedbackRatings.find((option) => String(option) === value);
  return rating === undefined ? filter : { ...filter, rating };
}
