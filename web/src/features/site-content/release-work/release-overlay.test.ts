import { type Release, siteContentTargets } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { withReleaseChanges } from './release-overlay.ts';

const author = { uid: 'editor-1', email: 'editor@example.com' };
const saved = { savedAt: 1, savedBy: author };
const membersScreen = siteContentTargets.productAboutUsMember.path.replace('/Members/{id}', '');
const defaultImage = 'http://console.test/default-image.png';

function releaseOf(changes: Release['changes']): Release {
  return { name: 'Spring', createdAt: 1, createdBy: author, status: 'draft', changes };
}

const live = {
  Main: { Description: 'We train.', image: 'http://x/header.png' },
  Members: {
    dana: { description: 'Dana / Coach / Yoga', image: 'http://x/dana.png' },
    omar: { description: 'Omar / Coach / Boxing', image: 'http://x/omar.png' },
  },
};

describe('a screen working in a release', () => {
  it('shows the release’s fields over the live ones, its new items with the default image, and not its deleted ones', () => {
    const release = releaseOf({
      main: {
        target: 'productAboutUsMain',
        kind: 'update',
        fields: { Description: 'Spring is here.' },
        ...saved,
      },
      dana: {
        target: 'productAboutUsMember',
        itemId: 'dana',
        kind: 'update',
        fields: { description: 'Dana / Head coach / Yoga' },
        ...saved,
      },
      omar: { target: 'productAboutUsMember', itemId: 'omar', kind: 'delete', ...saved },
      noor: {
        target: 'productAboutUsMember',
        itemId: 'noor',
        kind: 'add',
        fields: { description: 'Name / Role / Description' },
        ...saved,
      },
    });
    expect(withReleaseChanges(live, membersScreen, release, defaultImage)).toEqual({
      Main: { Description: 'Spring is here.', image: 'http://x/header.png' },
      Members: {
        dana: { description: 'Dana / Head coach / Yoga', image: 'http://x/dana.png' },
        noor: { description: 'Name / Role / Description', image: defaultImage },
      },
    });
    // The live content is not touched.
    expect(live.Members.omar.description).toBe('Omar / Coach / Boxing');
  });

  it('leaves out changes of other screens and updates of items deleted live since', () => {
    const release = releaseOf({
      contact: {
        target: 'businessContactRow',
        itemId: 'row1',
        kind: 'update',
        fields: { Title: 'Desk' },
        ...saved,
      },
      gone: {
        target: 'productAboutUsMember',
        itemId: 'gone',
        kind: 'update',
        fields: { description: 'Gone / Coach / Run' },
        ...saved,
      },
    });
    expect(withReleaseChanges(live, membersScreen, release, defaultImage)).toEqual(live);
  });

  it('builds the screen’s node when the live one has none yet', () => {
    const contactScreen = siteContentTargets.businessContactRow.path.replace('/{id}', '');
    const release = releaseOf({
      row: {
        target: 'businessContactRow',
        itemId: 'row1',
        kind: 'add',
        fields: { Title: 'Desk', Description: 'Ask us', CompanyInformation: 'Gym Ltd' },
        ...saved,
      },
    });
    expect(withReleaseChanges(null, contactScreen, release, defaultImage)).toEqual({
      row1: { Title: 'Desk', Description: 'Ask us', CompanyInformation: 'Gym Ltd' },
    });
  });
});
