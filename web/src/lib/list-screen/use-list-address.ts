import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * How a list screen keeps its view (filters, page) in the address. `read` gives every parameter that is missing or
 * makes no sense its default; `write` leaves the defaults out, so that the plain address is the default view.
 */
export interface ListViewCodec<View> {
  read: (params: URLSearchParams) => View;
  write: (view: View) => URLSearchParams;
}

export interface AddressWrite {
  // `push`: a new entry of the history, which Back leaves; `replace`: in place of the entry shown.
  history: 'push' | 'replace';
  // Shows the new view before the call returns instead of in a transition, for a control the address drives: it
  // echoes each keystroke, and a choice made at once after another builds on it. Not from an effect: React cannot
  // flush while it commits.
  flushSync?: boolean;
}

interface ListAddress<View> {
  // The view the address names: the screen's state.
  view: View;
  show: (next: View, write?: Partial<AddressWrite>) => void;
  // A change of the view as last shown, for a callback that may run after the view it was made with has changed.
  update: (change: (current: View) => View, write?: Partial<AddressWrite>) => void;
}

/** The view of a list screen as its address names it, and the ways to show another; `defaults` say how it is written. */
export function useListAddress<View>(codec: ListViewCodec<View>, defaults: AddressWrite): ListAddress<View> {
  const { search } = useLocation();
  const navigate = useNavigate();
  const view = useMemo(() => codec.read(new URLSearchParams(search)), [codec, search]);
  const { history, flushSync = false } = defaults;

  // The view last shown or written: two changes in a row build on each other before the address has followed.
  const latest = useRef(view);
  useLayoutEffect(() => {
    latest.current = view;
  }, [view]);

  const show = useCallback(
    (next: View, write: Partial<AddressWrite> = {}) => {
      latest.current = next;
      const written = { history, flushSync, ...write };
      navigate(`?${codec.write(next)}`, {
        replace: written.history === 'replace',
        flushSync: written.flushSync,
      });
    },
    [codec, navigate, history, flushSync],
  );

  const update = useCallback(
    (change: (current: View) => View, write?: Partial<AddressWrite>) => show(change(latest.current), write),
    [show],
  );

  return { view, show, update };
}
