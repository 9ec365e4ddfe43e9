// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListSelection } from './use-list-selection.ts';

interface Book {
  id: string;
  title: string;
}

interface BookFilter {
  shelf: string;
}

const bookKey = (book: Book) => book.id;

function book(id: string): Book {
  return { id, title: `Title of ${id}` };
}

function books(...ids: string[]): Book[] {
  return ids.map(book);
}

const firstPage = books('a', 'b', 'c');
const secondPage = books('d', 'e');
const fiction: BookFilter = { shelf: 'fiction' };

interface Shown {
  shown: BookFilter;
  pageRows: readonly Book[] | undefined;
}

function renderSelection(
  onNewFilter: 'keep' | 'clear',
  initialProps: Shown = { shown: fiction, pageRows: firstPage },
) {
  return renderHook((props: Shown) => useListSelection({ ...props, keyOf: bookKey, onNewFilter }), {
    initialProps,
  });
}

describe('the selection of a list screen', () => {
  it('selects rows one by one and a page at a time, across pages, with the rows as they were shown', () => {
    const { result, rerender } = renderSelection('keep');
    act(() => result.current.toggleRow(book('b')));
    expect(result.current.page).toBe('some');
    rerender({ shown: fiction, pageRows: secondPage });
    act(() => result.current.togglePage());
    expect(result.current.page).toBe('all');
    expect([...result.current.keys]).toEqual(['b', 'd', 'e']);

    // The first page again, its rows read anew since: the row selected is what was shown when it was selected.
    const renamed = firstPage.map((book) => ({ ...book, title: `${book.title}, revised` }));
    rerender({ shown: fiction, pageRows: renamed });
    expect(result.current.selectedOnPage).toBe(1);
    expect(result.current.selectedRows).toEqual([
      { id: 'b', title: 'Title of b' },
      { id: 'd', title: 'Title of d' },
      { id: 'e', title: 'Title of e' },
    ]);
    act(() => result.current.togglePage());
    act(() => result.current.togglePage());
    expect([...result.current.keys]).toEqual(['d', 'e']);
  });

  it('keeps the rows selected under another filter, or starts over, as the screen asks', () => {
    const kept = renderSelection('keep');
    const cleared = renderSelection('clear');
    for (const { result, rerender } of [kept, cleared]) {
      act(() => result.current.togglePage());
      rerender({ shown: { shelf: 'poetry' }, pageRows: secondPage });
    }
    expect([...kept.result.current.keys]).toEqual(['a', 'b', 'c']);
    expect(cleared.result.current.keys.size).toBe(0);
    expect(cleared.result.current.selectedRows).toEqual([]);
  });

  it('selects all that match the filter, and goes back to the rows of the page when one is unticked', () => {
    const { result } = renderSelection('keep');
    act(() => result.current.toggleRow(book('d')));
    act(() => result.current.chooseAllMatching());
    expect(result.current.allMatching).toEqual(fiction);
    expect(result.current.page).toBe('all');
    expect(result.current.keys.size).toBe(0);

    act(() => result.current.toggleRow(book('b')));
    expect(result.current.allMatching).toBeUndefined();
    expect([...result.current.keys]).toEqual(['a', 'c']);
    expect(result.current.selectedRows).toEqual(books('a', 'c'));
  });

  it('leaves all that match for another filter, and does not select them again on coming back', () => {
    const { result, rerender } = renderSelection('keep');
    act(() => result.current.chooseAllMatching());
    rerender({ shown: { shelf: 'poetry' }, pageRows: secondPage });
    expect(result.current.allMatching).toBeUndefined();
    rerender({ shown: fiction, pageRows: firstPage });
    expect(result.current.allMatching).toBeUndefined();
    expect(result.current.page).toBe('none');
  });

  it('clears the rows and the mode, and forgets the rows an action dealt with', () => {
    const { result } = renderSelection('keep');
    act(() => result.current.togglePage());
    act(() => result.current.forget((key) => key !== 'b'));
    expect([...result.current.keys]).toEqual(['b']);
    act(() => result.current.chooseAllMatching());
    act(() => result.current.clear());
    expect(result.current.allMatching).toBeUndefined();
    expect(result.current.keys.size).toBe(0);
  });

  it('has nothing on the page while the page is read', () => {
    const { result } = renderSelection('keep', { shown: fiction, pageRows: undefined });
    expect(result.current.page).toBe('none');
    expect(result.current.selectedOnPage).toBe(0);
  });
});
