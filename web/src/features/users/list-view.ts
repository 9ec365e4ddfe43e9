import {
  isUserStatusFilter,
  isUserTypeFilter,
  joinedDaysParam,
  readJoinedDaysParam,
  type UserListQuery,
} from '@management-center/contract';
import { z } from 'zod';
import type { ListViewCodec } from '../../lib/list-screen/use-list-address.ts';
import { typeOfStatus } from '../../lib/users/user-status-filter.ts';
import type { PageCursor } from './directory-page.ts';

// What the users screen shows, kept in the address so that coming back from a user's page restores it: the
// page number shown, and the neighbour the page is read from (the database cannot skip to a page by number).
export interface UserListView extends UserListQuery {
  page: number;
  cursor: PageCursor;
}

const cursorParamSchema = z.union([
  z.tuple([z.enum(['after', 'before']), z.string(), z.string()]),
  z.tuple([z.literal('last')]),
]);

function readCursor(param: string | null): PageCursor | undefined {
  if (param === null) return undefined;
  try {
    const parsed = cursorParamSchema.safeParse(JSON.parse(param));
    if (!parsed.success) return undefined;
    const [at, value, key] = parsed.data;
    return at === 'last' ? { at } : { at, value: value ?? '', key: key ?? '' };
  } catch {
    return undefined;
  }
}

function cursorParam(cursor: PageCursor): string | undefined {
  switch (cursor.at) {
    case 'first':
      return undefined;
    case 'last':
      return JSON.stringify(['last']);
    default:
      return JSON.stringify([cursor.at, cursor.value, cursor.key]);
  }
}

// A search's matches are all in the browser, so its pages are numbers; the whole directory's later pages need
// their neighbour, and without one the list starts again at the first page.
export function readUserListView(params: URLSearchParams): UserListView {
  const search = params.get('search') ?? '';
  const type = params.get('type');
  const status = params.get('status');
  const statusFilter = isUserStatusFilter(status) ? status : 'All';
  // The screen lists a status or a join range, not both (directory-page.ts): the status wins.
  const joined = statusFilter === 'All' ? readJoinedDaysParam(params.get('joined')) : undefined;
  const number = Number(params.get('page'));
  const page = Number.isInteger(number) && number > 1 ? number : 1;
  const cursor = search === '' && page > 1 ? readCursor(params.get('from')) : undefined;
  return {
    search,
    type: typeOfStatus(statusFilter, isUserTypeFilter(type) ? type : 'All'),
    status: statusFilter,
    ...(joined ? { joined } : {}),
    page: search === '' && !cursor ? 1 : page,
    cursor: cursor ?? { at: 'first' },
  };
}

export function userListSearchParams(view: UserListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search !== '') params.set('search', view.search);
  if (view.type !== 'All') params.set('type', view.type);
  if (view.status !== 'All') params.set('status', view.status);
  if (view.joined) params.set('joined', joinedDaysParam(view.joined));
  if (view.page > 1) {
    params.set('page', String(view.page));
    const from = cursorParam(view.cursor);
    if (from !== undefined) params.set('from', from);
  }
  return params;
}

export const userListAddress: ListViewCodec<UserListView> = {
  read: readUserListView,
  write: userListSearchParams,
};
