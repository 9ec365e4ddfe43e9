import type { DataChange } from '../data/database.ts';
import { isAncestorOrSelf, joinPaths, type Path, pathsOverlap, pathToString } from '../data/path.ts';
import { childAt, type Json, type Tree, toWireJson } from '../data/tree.ts';
import { type QuerySpec, sameWindow, type WireQuery } from '../queries/query.ts';

/** One location (or query) a client follows. */
interface Listen {
  readonly path: Path;
  /** The client's number for a filtering query; its pushes carry it so the client finds the query. */
  readonly tag: number | null;
  /** The query as the client sent it, echoed back if the listen is revoked. */
  readonly wireQuery: WireQuery | null;
  readonly query: QuerySpec | null;
  /** For a query, the window last sent: it is resent whole when it changes. */
  window: Tree;
}

interface DataPush {
  readonly action: 'd' | 'm';
  readonly path: Path;
  readonly data: Json;
  readonly tag: number | null;
}

function listenKey(path: Path, tag: number | null): string {
  return `${tag ?? ''}@${pathToString(path)}`;
}

/** The write as it happened: one overwrite, or one merge holding every updated location. */
function writePush(change: DataChange): DataPush {
  const { path, updatedPaths, after } = change;
  if (updatedPaths === null) {
    return { action: 'd', path, data: toWireJson(childAt(after, path)), tag: null };
  }
  const children = updatedPaths.map((relative): [string, Json] => [
    relative.join('/'),
    toWireJson(childAt(after, joinPaths(path, relative))),
  ]);
  return { action: 'm', path, data: Object.fromEntries(children), tag: null };
}

/** Reads the data at a location now, through a query when not null. */
export type Reader = (path: Path, query: QuerySpec | null) => Tree;

/** The listens of one connection, and what each change means for them. */
export class ListenSet {
  readonly #listens = new Map<string, Listen>();
  readonly #read: Reader;

  /** `read` gives the current data, so that after a change, windows are read through the database's indexes. */
  constructor(read: Reader) {
    this.#read = read;
  }

  /** Registers a listen and returns the data it starts with. */
  add(path: Path, tag: number | null, wireQuery: WireQuery | null, query: QuerySpec | null): DataPush {
    const window = this.#read(path, query);
    this.#listens.set(listenKey(path, tag), { path, tag, wireQuery, query, window });
    return { action: 'd', path, data: toWireJson(window), tag };
  }

  remove(path: Path, tag: number | null): void {
    this.#listens.delete(listenKey(path, tag));
  }

  /** Drops, and returns, the listens `isReadable` no longer accepts. */
  removeUnreadable(isReadable: (listen: Listen) => boolean): Listen[] {
    const revoked = [...this.#listens.values()].filter((listen) => !isReadable(listen));
    for (const listen of revoked) {
      this.remove(listen.path, listen.tag);
    }
    return revoked;
  }

  /**
   * Plain listens at or above the written location get the write itself (once, even if several match); those
   * below it get their new value. Queries get their whole window again whenever it changed.
   */
  pushesFor(change: DataChange): DataPush[] {
    const pushes: DataPush[] = [];
    let sentWrite = false;
    for (const listen of this.#listens.values()) {
      if (!pathsOverlap(listen.path, change.path)) {
        continue;
      }
      if (listen.query !== null) {
        if (childAt(change.after, listen.path) === childAt(change.before, listen.path)) {
          continue;
        }
        const window = this.#read(listen.path, listen.query);
        if (!sameWindow(window, listen.window)) {
          listen.window = window;
          pushes.push({ action: 'd', path: listen.path, data: toWireJson(window), tag: listen.tag });
        }
      } else if (isAncestorOrSelf(listen.path, change.path)) {
        if (!sentWrite) {
          pushes.push(writePush(change));
          sentWrite = true;
        }
      } else {
        const after = childAt(change.after, listen.path);
        if (after !== childAt(change.before, listen.path)) {
          pushes.push({ action: 'd', path: listen.path, data: toWireJson(after), tag: null });
        }
      }
    }
    return pushes;
  }
}
