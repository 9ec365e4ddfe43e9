import {
  allFeedback,
  type FeedbackFilter,
  feedbackCategories,
  feedbackRatings,
  feedbackStatusFilters,
  unfilteredFeedback,
} from '@management-center/contract';

const categoryOptions = [allFeedback, ...feedbackCategories.map((category) => category.label)] as const;

interface FilterSelect {
  // The options as the select shows them.
  options: readonly string[];
  // The filter with the option chosen; a text that is no option leaves the filter as it was.
  choose: (filter: FeedbackFilter, option: string) => FeedbackFilter;
}

// One select per part of the filter: its options, and the way back from a select's text to the filter.
export const feedbackFilterSelects = {
  status: {
    options: feedbackStatusFilters,
    choose: (filter, option) => {
      const status = feedbackStatusFilters.find((candidate) => candidate === option);
      return status === undefined ? filter : { ...filter, status };
    },
  },
  category: {
    options: categoryOptions,
    choose: (filter, option) => {
      const category = categoryOptions.find((candidate) => candidate === option);
      return category === undefined ? filter : { ...filter, category };
    },
  },
  rating: {
    options: [allFeedback, ...feedbackRatings.map(String)],
    choose: (filter, option) => {
      if (option === allFeedback) return { ...filter, rating: allFeedback };
      const rating = feedbackRatings.find((candidate) => String(candidate) === option);
      return rating === undefined ? filter : { ...filter, rating };
    },
  },
} satisfies Record<keyof FeedbackFilter, FilterSelect>;

const filterParts = Object.keys(feedbackFilterSelects) as (keyof typeof feedbackFilterSelects)[];

/** The filters the address names (`?status=Live&rating=4`); a part it leaves out, or names wrong, is "All". */
export function readFeedbackFilter(params: URLSearchParams): FeedbackFilter {
  return filterParts.reduce<FeedbackFilter>((filter, part) => {
    const option = params.get(part);
    return option === null ? filter : feedbackFilterSelects[part].choose(filter, option);
  }, unfilteredFeedback);
}

/** The address of `filter`: the parts that are not "All". */
export function feedbackFilterParams(filter: FeedbackFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const part of filterParts) {
    if (filter[part] !== allFeedback) params.set(part, String(filter[part]));
  }
  return params;
}
