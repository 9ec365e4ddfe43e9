import { describe, expect, it } from 'vitest';
import { contentFolderOf, storageFolders } from './paths.ts';

describe('contentFolderOf', () => {
  it('names the folder of an object directly inside each content folder', () => {
    expect(storageFolders.map((folder) => contentFolderOf(`${folder}/photo.png`))).toEqual(storageFolders);
  });

  it.each([
    ['a deeper object', 'AboutMembers/archive/photo.png'],
    ['a folder placeholder', 'AboutMembers/'],
    ['the folder itself', 'AboutMembers'],
    ['a folder whose name only starts like one', 'AboutMembersArchive/photo.png'],
    ['another folder', 'Reports/photo.png'],
    ['a leading slash', '/AboutMembers/photo.png'],
  ])('finds none for %s', (_case, path) => {
    expect(contentFolderOf(path)).toBeUndefined();
  });
});
