import { Rating } from '@mantine/core';

// Read-only stars: one image for assistive technology, named by the rating it shows.
export function FeedbackRating({ rating, size = 'sm' }: { rating: number; size?: 'sm' | 'lg' }) {
  return <Rating value={rating} readOnly size={size} role="img" aria-label={`${rating} out of 5 stars`} />;
}
