import { QueryClient, QueryObserver, replaceEqualDeep } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { readLiveValue, showLiveValue } from './live-value.ts';

const scheduleSchema = z.object({ date: z.string(), timestamp: z.number() });
const path = 'ScheduleDateAndTime/fixedDocumentId';
const queryKey = ['database', path];

afterEach(() => vi.restoreAllMocks());

function quietConsole() {
  return vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

describe('readLiveValue', () => {
  it('gives the parsed value', () => {
    expect(readLiveValue(path, scheduleSchema, { date: '2025-03-01', timestamp: 1 })).toEqual({
      ok: true,
      data: { date: '2025-03-01', timestamp: 1 },
    });
  });

  it('reads no field a stored __proto__ child gives, as a prototype or as an own key', () => {
    const flagSchema = z.unknown();
    const built: Record<string, unknown> = { username: 'Gym' };
    const key = '__proto__';
    built[key] = { isApproveUser: true };
    const fromSdk = readLiveValue(path, flagSchema, { b1: built });
    expect(fromSdk.ok && (fromSdk.data as Record<string, Record<string, unknown>>).b1?.isApproveUser).toBe(
      undefined,
    );
    const fromJson = readLiveValue(
      path,
      flagSchema,
      JSON.parse('{"b1": {"__proto__": {"isApproveUser": true}}}'),
    );
    // The cache's structural sharing copies keys by assignment: an own __proto__ key would become a prototype.
    const shared = replaceEqualDeep({ b1: {} }, fromJson.ok ? fromJson.data : undefined) as Record<
      string,
      Record<string, unknown>
    >;
    expect(shared.b1?.isApproveUser).toBeUndefined();
  });

  it("turns a value that does not fit into an error the screen can show, and logs zod's issues", () => {
    const consoleError = quietConsole();
    const value = readLiveValue(path, scheduleSchema, { date: 20250301, timestamp: 1 });
    expect(value.ok).toBe(false);
    expect(!value.ok && value.error.message).toBe(
      'The data stored at /ScheduleDateAndTime/fixedDocumentId is not in the form this screen reads (details in the browser console).',
    );
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining(`/${path}`),
      expect.arrayContaining([expect.objectContaining({ path: ['date'], code: 'invalid_type' })]),
    );
  });
});

describe('showLiveValue', () => {
  function watchedQuery() {
    const queryClient = new QueryClient();
    const observer = new QueryObserver(queryClient, { queryKey, queryFn: () => new Promise(() => {}) });
    const unsubscribe = observer.subscribe(() => undefined);
    return { queryClient, observer, unsubscribe };
  }

  it('drops the data on screen when a later value does not fit, and shows the next one that does', () => {
    quietConsole();
    const { queryClient, observer, unsubscribe } = watchedQuery();
    const first = { date: '2025-03-01', timestamp: 1 };
    showLiveValue(queryClient, queryKey, readLiveValue(path, scheduleSchema, first));
    expect(observer.getCurrentResult()).toMatchObject({ isSuccess: true, data: first });

    showLiveValue(queryClient, queryKey, readLiveValue(path, scheduleSchema, { date: null }));
    const unreadable = observer.getCurrentResult();
    expect(unreadable).toMatchObject({ isError: true, data: undefined });
    expect(unreadable.error?.message).toMatch(/is not in the form this screen reads/);

    const next = { date: '2025-04-01', timestamp: 2 };
    showLiveValue(queryClient, queryKey, readLiveValue(path, scheduleSchema, next));
    expect(observer.getCurrentResult()).toMatchObject({
      isSuccess: true,
      isError: false,
      data: next,
      error: null,
    });
    unsubscribe();
  });
});
