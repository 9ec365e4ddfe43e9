// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { type AddressWrite, type ListViewCodec, useListAddress } from './use-list-address.ts';

// A list of two kinds, paged: the first kind and the first page are the defaults.
interface ShelfView {
  kind: 'books' | 'records';
  page: number;
}

const shelfAddress: ListViewCodec<ShelfView> = {
  read: (params) => {
    const page = Number(params.get('page'));
    return {
      kind: params.get('kind') === 'records' ? 'records' : 'books',
      page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    };
  },
  write: ({ kind, page }) =>
    new URLSearchParams({
      ...(kind === 'books' ? {} : { kind }),
      ...(page === 1 ? {} : { page: String(page) }),
    }),
};

/** The hook on the list's address, `at` its history so far (the last entry shown), with the router's location. */
function renderShelf(at: string[], defaults: AddressWrite) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={at} initialIndex={at.length - 1}>
      {children}
    </MemoryRouter>
  );
  const rendered = renderHook(
    () => ({
      shelf: useListAddress(shelfAddress, defaults),
      location: useLocation(),
      navigate: useNavigate(),
    }),
    { wrapper },
  );
  const goBack = () => act(() => rendered.result.current.navigate(-1));
  return { ...rendered, goBack };
}

describe('a list view kept in the address', () => {
  it('reads the defaults from an address that names nothing', () => {
    const { result } = renderShelf(['/shelf'], { history: 'push' });
    expect(result.current.shelf.view).toEqual({ kind: 'books', page: 1 });
  });

  it('reads what the address names, and the default for each parameter that makes no sense', () => {
    expect(
      renderShelf(['/shelf?kind=records&page=3'], { history: 'push' }).result.current.shelf.view,
    ).toEqual({
      kind: 'records',
      page: 3,
    });
    expect(renderShelf(['/shelf?kind=films&page=-2'], { history: 'push' }).result.current.shelf.view).toEqual(
      {
        kind: 'books',
        page: 1,
      },
    );
  });

  it('writes only what differs from the defaults, on the same path', () => {
    const { result } = renderShelf(['/shelf?kind=records&page=3'], { history: 'push' });
    act(() => result.current.shelf.show({ kind: 'records', page: 1 }));
    expect(result.current.location.pathname).toBe('/shelf');
    expect(result.current.location.search).toBe('?kind=records');
    act(() => result.current.shelf.show({ kind: 'books', page: 1 }));
    expect(result.current.location.search).toBe('');
    expect(result.current.shelf.view).toEqual({ kind: 'books', page: 1 });
  });

  it('pushes each view shown: Back returns to the one before', () => {
    const { result, goBack } = renderShelf(['/elsewhere', '/shelf'], { history: 'push' });
    act(() => result.current.shelf.show({ kind: 'records', page: 1 }));
    act(() => result.current.shelf.show({ kind: 'records', page: 2 }));
    goBack();
    expect(result.current.shelf.view).toEqual({ kind: 'records', page: 1 });
    goBack();
    expect(result.current.shelf.view).toEqual({ kind: 'books', page: 1 });
  });

  it('replaces the entry shown when asked to: Back leaves the list', () => {
    const { result, goBack } = renderShelf(['/elsewhere', '/shelf'], { history: 'replace', flushSync: true });
    act(() => result.current.shelf.show({ kind: 'records', page: 1 }));
    act(() => result.current.shelf.show({ kind: 'records', page: 2 }));
    expect(result.current.shelf.view).toEqual({ kind: 'records', page: 2 });
    goBack();
    expect(result.current.location.pathname).toBe('/elsewhere');
  });

  it('replaces one write of a list that pushes, when that write says so', () => {
    const { result, goBack } = renderShelf(['/elsewhere', '/shelf'], { history: 'push' });
    act(() => result.current.shelf.show({ kind: 'records', page: 1 }));
    act(() => result.current.shelf.show({ kind: 'records', page: 2 }, { history: 'replace' }));
    goBack();
    expect(result.current.shelf.view).toEqual({ kind: 'books', page: 1 });
  });

  it('builds a change on the view last shown, even from a callback of an earlier render', () => {
    const { result } = renderShelf(['/shelf'], { history: 'push' });
    const { update } = result.current.shelf;
    act(() => {
      update((current) => ({ ...current, kind: 'records' }));
      update((current) => ({ ...current, page: current.page + 1 }));
    });
    expect(result.current.shelf.view).toEqual({ kind: 'records', page: 2 });

    act(() => result.current.shelf.show({ kind: 'books', page: 5 }));
    act(() => update((current) => ({ ...current, page: 1 })));
    expect(result.current.location.search).toBe('');
  });
});
