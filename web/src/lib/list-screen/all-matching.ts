// "Select all that match" (as in a mail client): the header checkbox selects the page shown; once every row of
// the page is selected and more rows match, a banner offers every row the filter matches. In that mode the
// browser holds no ids: the action sends the filter and the server finds the rows itself, however many.

import { type CountedNoun, countedText } from '../wording/counted-text.ts';

// A list screen's filter: each part a plain value or a record of texts (a range of days), absent when unset, so
// that two filters compare part by part.
type FilterPart = string | number | undefined | { readonly [field: string]: string };
export type ListFilter<Filter> = { readonly [Part in keyof Filter]: FilterPart };

export function sameFilter<Filter extends ListFilter<Filter>>(first: Filter, second: Filter): boolean {
  const parts = new Set([...Object.keys(first), ...Object.keys(second)] as (keyof Filter)[]);
  return [...parts].every((part) => JSON.stringify(first[part]) === JSON.stringify(second[part]));
}

interface AllMatchingBannerState {
  // Every row the filter matches is selected (the mode), rather than rows by id.
  allMatching: boolean;
  // Rows of the page shown, and how many of them are selected.
  pageRows: number;
  selectedOnPage: number;
  // Whether the filter matches rows beyond the page shown.
  moreMatchThanShown: boolean;
  // How many rows the filter matches, once known (the server counts them).
  matchingCount: number | undefined;
  noun: CountedNoun;
}

export interface AllMatchingBanner {
  message: string;
  action: { kind: 'select-all-matching' | 'clear'; label: string };
}

/** What the banner above the table says and offers, or undefined when it has nothing to offer. */
export function allMatchingBanner({
  allMatching,
  pageRows,
  selectedOnPage,
  moreMatchThanShown,
  matchingCount,
  noun,
}: AllMatchingBannerState): AllMatchingBanner | undefined {
  const matching = matchingCount === undefined ? noun.many : countedText(matchingCount, noun);
  if (allMatching) {
    return {
      message: `All ${matching} that match are selected.`,
      action: { kind: 'clear', label: 'Clear selection' },
    };
  }
  if (!moreMatchThanShown || pageRows === 0 || selectedOnPage < pageRows) return undefined;
  return {
    message: `All ${countedText(pageRows, noun)} on this page are selected.`,
    action: { kind: 'select-all-matching', label: `Select all ${matching} that match` },
  };
}
