import type { ContentVersion } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import type { AuditLogRow } from './audit-log.ts';
import { contentUndoOf, isUndoableContentChange } from './content-undo.ts';

const edit: AuditLogRow = {
  id: '-Ncall',
  action: 'updateSiteContent',
  actorUid: 'admin',
  actorEmail: 'admin@example.com',
  targets: ['ProductWebsite/AboutUs/Main'],
  at: 1,
  outcome: 'succeeded',
};

const member = { image: 'https://example.com/a.png', description: 'Ana / Coach / Runs' };
const replaced: ContentVersion = {
  target: 'productAboutUsMember',
  itemId: '-Nmember',
  node: 'ProductWebsite/AboutUs/Members/-Nmember',
  change: 'changed',
  value: member,
  replacedAt: 1,
  callId: '-Ncall',
};

describe('undo of a content change', () => {
  it('is offered for the successful changes of content nodes, and nothing else', () => {
    for (const action of [
      'updateSiteContent',
      'uploadSiteImage',
      'addSiteItem',
      'deleteSiteItem',
      'restoreContentVersion',
    ]) {
      expect(isUndoableContentChange({ ...edit, action })).toBe(true);
    }
    expect(isUndoableContentChange({ ...edit, outcome: 'failed', errorCode: 'internal' })).toBe(false);
    expect(isUndoableContentChange({ ...edit, action: 'deleteUsers' })).toBe(false);
    expect(isUndoableContentChange({ ...edit, action: 'runCleanup' })).toBe(false);
  });

  it('puts back the version an edit, a deletion or a restore replaced', () => {
    expect(contentUndoOf({ versionId: 'v1', version: replaced })).toEqual({
      kind: 'restore',
      versionId: 'v1',
    });
    const deletion = {
      ...replaced,
      change: 'deleted' as const,
      deletedFrom: 'productAboutUsMember' as const,
    };
    expect(contentUndoOf({ versionId: 'v2', version: deletion })).toEqual({
      kind: 'restore',
      versionId: 'v2',
    });
  });

  it('deletes the item a change added', () => {
    const { value: _none, ...created } = { ...replaced, change: 'created' as const };
    expect(contentUndoOf({ versionId: 'v3', version: created })).toEqual({
      kind: 'deleteItem',
      target: 'productAboutUsMember',
      id: '-Nmember',
    });
  });

  it('has nothing to do when the version is not kept, or a main node was created', () => {
    expect(contentUndoOf(undefined)).toEqual({ kind: 'notKept' });
    const createdMain: ContentVersion = {
      target: 'productAboutUsMain',
      node: 'ProductWebsite/AboutUs/Main',
      change: 'created',
      replacedAt: 1,
    };
    expect(contentUndoOf({ versionId: 'v4', version: createdMain })).toEqual({ kind: 'notKept' });
  });
});
