import {
  endAt,
  endBefore,
  equalTo,
  limitToFirst,
  limitToLast,
  orderByChild,
  orderByKey,
  orderByPriority,
  orderByValue,
  type QueryConstraint,
  query,
  startAfter,
  startAt,
} from 'firebase/database';
import { describe, expect, it } from 'vitest';
import { OfflineSdk, serverQueryOf } from '../test-support/offline-sdk.ts';
import type { QuerySpec } from './query.ts';
import { queryFromRestParameters } from './rest-query.ts';

const sdk = OfflineSdk.forSuite();

/** What the server makes of the SDK's query with these constraints, sent over the websocket. */
async function sdkQuery(...constraints: QueryConstraint[]): Promise<QuerySpec> {
  const location = (await sdk.snapshotOf(null)).ref;
  return serverQueryOf(query(location, ...constraints));
}

function restQuery(parameters: Record<string, string>): QuerySpec | null {
  return queryFromRestParameters(new URLSearchParams(parameters));
}

describe('queryFromRestParameters', () => {
  it('reads a plain read, and any parameter that is not the query, as no query', () => {
    expect(restQuery({})).toBeNull();
    expect(restQuery({ auth: 'token', ns: 'demo', format: 'export', print: 'pretty' })).toBeNull();
  });

  it('reads each REST query as the SDK sends the same query', async () => {
    const cases: Array<[Record<string, string>, QueryConstraint[]]> = [
      [{ orderBy: '"$key"' }, [orderByKey()]],
      [{ orderBy: '"$value"', limitToFirst: '1' }, [orderByValue(), limitToFirst(1)]],
      [{ orderBy: '"$priority"', limitToLast: '2' }, [orderByPriority(), limitToLast(2)]],
      [
        { orderBy: '"$key"', startAt: '"2024-01-01"', endAt: '"2024-01-31"' },
        [orderByKey(), startAt('2024-01-01'), endAt('2024-01-31')],
      ],
      [
        { orderBy: '"$key"', startAfter: '"b"', endBefore: '"d"' },
        [orderByKey(), startAfter('b'), endBefore('d')],
      ],
      [
        { orderBy: '"score"', startAfter: '20', endBefore: '80' },
        [orderByChild('score'), startAfter(20), endBefore(80)],
      ],
      [
        { orderBy: '"score"', startAt: '20', limitToFirst: '3' },
        [orderByChild('score'), startAt(20), limitToFirst(3)],
      ],
      [
        { orderBy: '"order/any"', endAt: '"m"', limitToLast: '3' },
        [orderByChild('order/any'), endAt('m'), limitToLast(3)],
      ],
      [{ orderBy: '"team"', equalTo: '"red"' }, [orderByChild('team'), equalTo('red')]],
      [{ orderBy: '"$value"', equalTo: 'null' }, [orderByValue(), equalTo(null)]],
      [{ orderBy: '"flag"', startAt: 'true' }, [orderByChild('flag'), startAt(true)]],
    ];
    for (const [parameters, constraints] of cases) {
      expect(restQuery(parameters), JSON.stringify(parameters)).toEqual(await sdkQuery(...constraints));
    }
  });

  it('refuses a query the service refuses, saying why', () => {
    const refused: Array<[Record<string, string>, RegExp]> = [
      [{ limitToFirst: '1' }, /orderBy must be defined/],
      [{ startAt: '1' }, /orderBy must be defined/],
      [{ orderBy: '$key' }, /orderBy must be a valid JSON encoded path/],
      [{ orderBy: '1' }, /orderBy must be a valid JSON encoded path/],
      [{ orderBy: '""' }, /orderBy must be a valid JSON encoded path/],
      [{ orderBy: '"$other"' }, /no valid child path/],
      [{ orderBy: '".value"' }, /no valid child path/],
      [{ orderBy: '"$value"', startAt: 'red' }, /startAt must be a JSON primitive/],
      [{ orderBy: '"$value"', equalTo: '{"a":1}' }, /equalTo must be a JSON primitive/],
      [{ orderBy: '"$key"', startAt: '1' }, /orderByKey must be strings/],
      [{ orderBy: '"$value"', limitToFirst: '0' }, /limitToFirst must be a positive integer/],
      [{ orderBy: '"$value"', limitToLast: '1.5' }, /limitToLast must be a positive integer/],
      [{ orderBy: '"$value"', limitToFirst: '1', limitToLast: '1' }, /cannot both be given/],
      [{ orderBy: '"$value"', startAt: '1', startAfter: '1' }, /startAt and startAfter cannot both/],
      [{ orderBy: '"$value"', endAt: '1', endBefore: '1' }, /endAt and endBefore cannot both/],
      [{ orderBy: '"$value"', equalTo: '1', startAt: '1' }, /equalTo and startAt cannot both/],
    ];
    for (const [parameters, reason] of refused) {
      expect(() => restQuery(parameters), JSON.stringify(parameters)).toThrow(reason);
    }
    expect(() => queryFromRestParameters(new URLSearchParams('orderBy="$value"&orderBy="$key"'))).toThrow(
      /only once/,
    );
  });
});
