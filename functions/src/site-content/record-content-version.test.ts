import {
  attributionLifetimeMs,
  type ContentAttribution,
  type ContentVersion,
} from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import {
  attributionFits,
  type ContentHistoryStore,
  type ContentNodeEvent,
  recordContentVersion,
  versionIdOf,
} from './record-content-version.ts';

const at = Date.UTC(2027, 0, 15, 10, 0);
const memberId = '-NmemberA';
const memberPath = `ProductWebsite/AboutUs/Members/${memberId}`;
const nodeKey = `productAboutUsMember:${memberId}`;
const before = { image: 'https://example.com/old.png', description: 'Ana / Coach / Runs' };
const after = { image: 'https://example.com/old.png', description: 'Ana / Head Coach / Runs' };

// Versions and attributions in memory, as the database keeps them.
class MemoryHistory implements ContentHistoryStore {
  readonly versions = new Map<string, ContentVersion>();
  readonly attributions = new Map<string, ContentAttribution>();

  async attributionOf(key: string) {
    return this.attributions.get(key);
  }

  async createVersion(versionId: string, version: ContentVersion) {
    if (this.versions.has(versionId)) return false;
    this.versions.set(versionId, version);
    return true;
  }

  async removeAttribution(key: string, token: string) {
    if (this.attributions.get(key)?.token === token) this.attributions.delete(key);
  }
}

function attribution(change: Partial<ContentAttribution> = {}): ContentAttribution {
  return {
    uid: 'admin-uid',
    email: 'admin@example.com',
    at: at - 200,
    token: 'token-1',
    callId: '-Ncall1',
    wrote: { fields: { description: after.description } },
    ...change,
  };
}

function memberEvent(change: Partial<ContentNodeEvent> = {}): ContentNodeEvent {
  return { id: 'event-1', at, target: 'productAboutUsMember', itemId: memberId, before, after, ...change };
}

describe('recordContentVersion', () => {
  it('keeps the value before the change, credited to the administrator and the call that made it, and takes up the attribution', async () => {
    const history = new MemoryHistory();
    history.attributions.set(nodeKey, attribution());
    await recordContentVersion(history, memberEvent());
    expect([...history.versions]).toEqual([
      [
        versionIdOf('event-1', at),
        {
          target: 'productAboutUsMember',
          itemId: memberId,
          node: memberPath,
          change: 'changed',
          value: before,
          replacedAt: at,
          author: { uid: 'admin-uid', email: 'admin@example.com' },
          callId: '-Ncall1',
        },
      ],
    ]);
    expect(history.attributions.size).toBe(0);
  });

  it('keeps a version without an author for a change made outside the console', async () => {
    const history = new MemoryHistory();
    await recordContentVersion(history, memberEvent());
    const [version] = history.versions.values();
    expect(version).toMatchObject({ change: 'changed', value: before });
    expect(version).not.toHaveProperty('author');
    expect(version).not.toHaveProperty('callId');
  });

  it('stores one version however often the event is delivered, and leaves a later attribution alone', async () => {
    const history = new MemoryHistory();
    history.attributions.set(nodeKey, attribution());
    await recordContentVersion(history, memberEvent());
    const next = attribution({ token: 'token-2', callId: '-Ncall2', at: at + 100 });
    history.attributions.set(nodeKey, next);
    await recordContentVersion(history, memberEvent());
    expect(history.versions.size).toBe(1);
    expect([...history.versions.values()][0]).toMatchObject({
      author: { uid: 'admin-uid', email: 'admin@example.com' },
      callId: '-Ncall1',
    });
    expect(history.attributions.get(nodeKey)).toEqual(next);
  });

  it('keeps a deleted item as a deletion its screen can list', async () => {
    const history = new MemoryHistory();
    history.attributions.set(nodeKey, attribution({ wrote: { removed: true } }));
    await recordContentVersion(history, memberEvent({ after: null }));
    expect([...history.versions.values()]).toEqual([
      expect.objectContaining({
        change: 'deleted',
        value: before,
        deletedFrom: 'productAboutUsMember',
        author: { uid: 'admin-uid', email: 'admin@example.com' },
      }),
    ]);
  });

  it('records an added item as created, with nothing to restore', async () => {
    const history = new MemoryHistory();
    history.attributions.set(nodeKey, attribution({ wrote: { fields: after } }));
    await recordContentVersion(history, memberEvent({ before: null }));
    const [version] = history.versions.values();
    expect(version).toMatchObject({ change: 'created', author: { uid: 'admin-uid' } });
    expect(version).not.toHaveProperty('value');
    expect(version).not.toHaveProperty('deletedFrom');
  });

  it('keeps a version without an author of an item whose key no callable would write', async () => {
    const history = new MemoryHistory();
    const longKey = 'k'.repeat(700);
    history.attributionOf = async () => {
      throw new Error('The attribution path of such a key would be too long');
    };
    await recordContentVersion(history, memberEvent({ itemId: longKey }));
    const [version] = history.versions.values();
    expect(version).toMatchObject({ node: `ProductWebsite/AboutUs/Members/${longKey}`, change: 'changed' });
    expect(version).not.toHaveProperty('author');
  });

  it('keeps the versions of main nodes under their target alone', async () => {
    const history = new MemoryHistory();
    history.attributions.set('productKeyFeatureMain', attribution({ wrote: { fields: { Title: 'New' } } }));
    await recordContentVersion(history, {
      id: 'event-2',
      at,
      target: 'productKeyFeatureMain',
      itemId: undefined,
      before: { Title: 'Old', Description: 'Text' },
      after: { Title: 'New', Description: 'Text' },
    });
    const [version] = history.versions.values();
    expect(version).toEqual({
      target: 'productKeyFeatureMain',
      node: 'ProductWebsite/KeyFeature/Main',
      change: 'changed',
      value: { Title: 'Old', Description: 'Text' },
      replacedAt: at,
      author: { uid: 'admin-uid', email: 'admin@example.com' },
      callId: '-Ncall1',
    });
  });
});

describe('attributionFits', () => {
  it('fits a write of the fields it names, options lists compared whole', () => {
    const options = { fields: { options: ['One', 'Two'] } };
    expect(attributionFits(attribution({ wrote: options }), { icon: 'x', options: ['One', 'Two'] }, at)).toBe(
      true,
    );
    expect(attributionFits(attribution({ wrote: options }), { icon: 'x', options: ['One'] }, at)).toBe(false);
  });

  it('fits a removal only when the node is gone, and fields only when it is there', () => {
    expect(attributionFits(attribution({ wrote: { removed: true } }), undefined, at)).toBe(true);
    expect(attributionFits(attribution({ wrote: { removed: true } }), after, at)).toBe(false);
    expect(attributionFits(attribution(), undefined, at)).toBe(false);
  });

  it("does not fit another administrator's change that overtook it", () => {
    expect(attributionFits(attribution(), { ...after, description: 'Someone else' }, at)).toBe(false);
  });

  it('fits within its lifetime only', () => {
    expect(attributionFits(attribution({ at: at - attributionLifetimeMs }), after, at)).toBe(true);
    expect(attributionFits(attribution({ at: at - attributionLifetimeMs - 1 }), after, at)).toBe(false);
  });
});

describe('versionIdOf', () => {
  it('is the same for every delivery of an event, different for other events, and sorts by time', () => {
    expect(versionIdOf('event-1', at)).toBe(versionIdOf('event-1', at));
    expect(versionIdOf('event-2', at)).not.toBe(versionIdOf('event-1', at));
    const ids = [versionIdOf('b', at + 1), versionIdOf('a', at), versionIdOf('c', at + 10_000)];
    expect([...ids].sort()).toEqual([ids[1], ids[0], ids[2]]);
    expect(versionIdOf('a/b.c', at)).toMatch(/^[0-9]{15}-[0-9a-f]{24}$/);
  });
});
