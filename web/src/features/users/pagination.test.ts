import { describe, expect, it } from 'vitest';
import { directoryPageOf, pageOf } from './pagination.ts';

const numbers = Array.from({ length: 120 }, (_, index) => index + 1);

describe('pageOf', () => {
  it('cuts the list into pages of the given size', () => {
    expect(pageOf(numbers, 2, 50)).toMatchObject({ page: 2, pageCount: 3, first: 51, last: 100, total: 120 });
    expect(pageOf(numbers, 3, 50).items).toEqual(numbers.slice(100));
  });

  it('shows the last page when the page asked for is past the end', () => {
    expect(pageOf(numbers, 9, 50)).toMatchObject({ page: 3, first: 101, last: 120 });
    expect(pageOf(numbers, 0, 50)).toMatchObject({ page: 1, first: 1 });
  });

  it('has one empty page for an empty list', () => {
    expect(pageOf([], 4)).toEqual({ items: [], page: 1, pageCount: 1, first: 0, last: 0, total: 0 });
  });
});

describe('directoryPageOf', () => {
  const rows = numbers.slice(0, 50);

  it('places a page read from its neighbour among all users', () => {
    expect(directoryPageOf(rows, { page: 2, fromEnd: false }, 120, 50)).toMatchObject({
      page: 2,
      pageCount: 3,
      first: 51,
      last: 100,
      total: 120,
    });
  });

  it('numbers a page read from the end as the last, and a page past the end as the last there is', () => {
    expect(directoryPageOf(rows.slice(0, 20), { page: 9, fromEnd: true }, 120, 50)).toMatchObject({
      page: 3,
      first: 101,
      last: 120,
    });
    expect(directoryPageOf(rows, { page: 9, fromEnd: false }, 120, 50)).toMatchObject({ page: 3 });
  });

  it('shows nothing of an empty page', () => {
    expect(directoryPageOf([], { page: 1, fromEnd: false }, 0)).toEqual({
      items: [],
      page: 1,
      pageCount: 1,
      first: 0,
      last: 0,
      total: 0,
    });
  });
});
