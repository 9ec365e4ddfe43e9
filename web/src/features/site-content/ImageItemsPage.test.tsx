// @vitest-environment happy-dom
import { databasePaths } from '@management-center/contract';
import { screen, within } from '@testing-library/react';
import { FirebaseError } from 'firebase/app';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, inputsSentTo } from '../../../test-support/callable-answers.ts';
import { editAndSave, imageFileInput, jpegFile } from '../../../test-support/content-rows.ts';
import { pushedKey } from '../../../test-support/database-reads.ts';
import { storedData } from '../../../test-support/live-database.ts';
import { storeLibraryImages } from '../../../test-support/media-library.ts';
import { releaseChanges, storeRelease } from '../../../test-support/releases.ts';
import { renderInConsole, replaceText } from '../../../test-support/render.tsx';
import { BusinessAboutUsPage, PartnershipPage, ProductAboutUsPage } from './image-item-screens.tsx';
import { type PhotoEncoder, PhotoEncoderContext } from './photo-canvas.ts';
import { workInRelease } from './release-work/chosen-release.ts';

vi.mock('../../lib/callables/callables.ts', () => import('../../../test-support/callables.ts'));
vi.mock('../../lib/firebase/firebase.ts', () => import('../../../test-support/firebase-handles.ts'));
vi.mock('../../lib/firebase/firebase-database.ts', () => import('../../../test-support/firebase-handles.ts'));
vi.mock('../../lib/database/live-database.ts', () => import('../../../test-support/live-database.ts'));
// Adding an item names it with a push id made in the browser: here always the same one.
vi.mock('firebase/database', () => import('../../../test-support/database-reads.ts'));

const productAboutUsPath = `${databasePaths.productWebsite}/AboutUs`;
const businessAboutUsPath = `${databasePaths.businessUserWebsite}/AboutUs`;
const partnershipPath = `${databasePaths.businessUserWebsite}/BenefitOfPartnership`;

beforeEach(() => {
  sessionStorage.clear();
  storedData.set(productAboutUsPath, {
    Main: { Description: 'We build fitness apps', image: 'https://images.example.com/header.png' },
    Members: {
      '-M1': { image: 'https://images.example.com/ana.png', description: 'Ana / Coach / Trains the team' },
      '-M2': { image: 'https://images.example.com/ben.png', description: 'Ben / Designer / Draws the app' },
    },
  });
  storedData.set(businessAboutUsPath, { Main: { Description: 'Partners who train people' } });
  storedData.set(partnershipPath, {
    Main: { Description: 'Grow with us' },
    Benefits: {
      '-B1': { image: 'https://images.example.com/reach.png', description: 'Reach / More members' },
    },
  });
  answerCalls({
    updateSiteContent: async ({ fields }) => ({ path: 'stored/path', fields }),
    addSiteItem: async ({ id }) => ({ id }),
    deleteSiteItem: async ({ id }) => ({ id }),
    uploadSiteImage: async () => ({
      url: 'https://images.example.com/new.png',
      objectPath: 'folder/new.png',
    }),
  });
});

// happy-dom has no canvas: images are sent as chosen, as a browser that cannot draw them again would send them.
const cannotDraw: PhotoEncoder = async () => {
  throw new Error('The source image could not be decoded.');
};

async function renderScreen(page: ReactNode, shown: string) {
  const rendered = renderInConsole(
    <PhotoEncoderContext.Provider value={cannotDraw}>{page}</PhotoEncoderContext.Provider>,
    { role: 'editor' },
  );
  await screen.findByText(shown);
  return rendered;
}

describe('About Us (Product Website)', () => {
  it('shows the main description, the header image and each member, with the format of a description', async () => {
    await renderScreen(<ProductAboutUsPage />, 'We build fitness apps');
    screen.getByRole('heading', { level: 1, name: 'About Us (Product Website)' });
    expect(screen.getByRole('img', { name: 'Header image' }).getAttribute('src')).toBe(
      'https://images.example.com/header.png',
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Member 1',
      'Member 2',
    ]);
    screen.getByText('Ana / Coach / Trains the team');
    screen.getByText('Format of a description: Name / Role / Description');
  });

  it("saves the main description as the header's description", async () => {
    const { user } = await renderScreen(<ProductAboutUsPage />, 'We build fitness apps');
    await editAndSave(user, 'Main Description', 'Main Description', 'We build apps for coaches');
    await screen.findByText('Header Description updated Successfully!');
    expect(inputsSentTo('updateSiteContent')).toEqual([
      {
        target: 'productAboutUsMain',
        fields: { Description: 'We build apps for coaches' },
        startedFrom: { Description: 'We build fitness apps' },
      },
    ]);
  });

  it("saves a member's description, reminding its format beside the input", async () => {
    const { user } = await renderScreen(<ProductAboutUsPage />, 'We build fitness apps');
    await user.click(screen.getByRole('button', { name: 'Edit Description of Member 2' }));
    screen.getByText('Name / Role / Description');
    await replaceText(
      user,
      screen.getByRole('textbox', { name: 'Description of Member 2' }),
      'Ben / Lead / Leads',
    );
    await user.click(screen.getByRole('button', { name: 'Done' }));

    await screen.findByText('Description updated Successfully!');
    expect(inputsSentTo('updateSiteContent')).toEqual([
      {
        target: 'productAboutUsMember',
        id: '-M2',
        fields: { description: 'Ben / Lead / Leads' },
        startedFrom: { description: 'Ben / Designer / Draws the app' },
      },
    ]);
  });

  it('uploads a header image to the main node, which takes no id', async () => {
    const { user } = await renderScreen(<ProductAboutUsPage />, 'We build fitness apps');
    await user.upload(imageFileInput('Header image'), jpegFile());
    await user.click(screen.getByRole('button', { name: 'Upload Header image' }));

    await screen.findByText('Image Uploaded Successfully!');
    expect(inputsSentTo('uploadSiteImage')).toEqual([
      {
        target: 'productAboutUsMain',
        fileName: 'team.jpg',
        contentType: 'image/jpeg',
        data: btoa('\xff\xd8\xff\xe0'),
      },
    ]);
  });

  it('works in a release: shows its new member with the default image and its header, and uploads into it', async () => {
    storeRelease('-R1', {
      name: 'Spring',
      changes: releaseChanges(
        {
          target: 'productAboutUsMain',
          kind: 'update',
          fields: { image: 'https://images.example.com/spring.png' },
          base: { image: 'https://images.example.com/header.png' },
        },
        {
          target: 'productAboutUsMember',
          itemId: '-M3',
          kind: 'add',
          fields: { description: 'Name / Role / Description' },
        },
      ),
    });
    answerCalls({
      uploadSiteImage: async () => ({
        url: 'https://images.example.com/new.png',
        objectPath: 'folder/new.png',
      }),
    });
    workInRelease('-R1');
    const { user } = await renderScreen(<ProductAboutUsPage />, 'We build fitness apps');
    expect(screen.getByRole('img', { name: 'Header image' }).getAttribute('src')).toBe(
      'https://images.example.com/spring.png',
    );
    expect(screen.getAllByText('In release Spring').length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'Image of Member 3' }).getAttribute('src')).toMatch(
      /\/default-image\.png$/,
    );

    await user.upload(imageFileInput('Header image'), jpegFile());
    await user.click(screen.getByRole('button', { name: 'Upload Header image' }));
    await screen.findByText('Saved into release “Spring”: the websites change when it is published.');
    expect(inputsSentTo('uploadSiteImage')).toEqual([
      {
        target: 'productAboutUsMain',
        releaseId: '-R1',
        fileName: 'team.jpg',
        contentType: 'image/jpeg',
        data: btoa('\xff\xd8\xff\xe0'),
      },
    ]);
  });

  it("edits a row's own alt text without uploading, and asks for a text or Decorative", async () => {
    storedData.set(`${productAboutUsPath}/Members/-M1/imageAlt`, 'Ana on the mat');
    const { user } = await renderScreen(<ProductAboutUsPage />, 'We build fitness apps');
    screen.getByText('Alt text: Ana on the mat');
    expect(screen.getByRole('img', { name: 'Ana on the mat' })).toBeDefined();
    // Nobody described Ben's photo or the header yet.
    expect(screen.getAllByText('No alt text yet')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Edit alt text: Image of Member 2' }));
    const text = screen.getByRole('textbox', { name: /Describe the image for someone who cannot see it/ });
    await user.click(screen.getByRole('button', { name: 'Save alt text: Image of Member 2' }));
    await screen.findByText('Describe the image, or mark it as decorative.');
    expect(inputsSentTo('updateSiteContent')).toEqual([]);

    await user.type(text, '  Ben sketching the app  ');
    await user.click(screen.getByRole('button', { name: 'Save alt text: Image of Member 2' }));
    await screen.findByText('Alt text updated successfully!');
    await user.click(screen.getByRole('button', { name: 'Edit alt text: Image of Member 1' }));
    await user.click(screen.getByRole('checkbox', { name: /Decorative image/ }));
    await user.click(screen.getByRole('button', { name: 'Save alt text: Image of Member 1' }));

    await vi.waitFor(() => expect(inputsSentTo('updateSiteContent')).toHaveLength(2));
    expect(inputsSentTo('updateSiteContent')).toEqual([
      {
        target: 'productAboutUsMember',
        id: '-M2',
        fields: { imageAlt: 'Ben sketching the app' },
        startedFrom: { imageAlt: '' },
      },
      {
        target: 'productAboutUsMember',
        id: '-M1',
        fields: { imageAlt: '' },
        startedFrom: { imageAlt: 'Ana on the mat' },
      },
    ]);
  });

  it('adds a member at once and deletes one once confirmed', async () => {
    const { user } = await renderScreen(<ProductAboutUsPage />, 'We build fitness apps');
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    await screen.findByText('New member added successfully!');
    expect(inputsSentTo('addSiteItem')).toEqual([{ target: 'productAboutUsMember', id: pushedKey }]);

    await user.click(screen.getByRole('button', { name: 'Delete member: Ana / Coach / Trains the team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this member?' });
    within(dialog).getByText(
      'This removes this member and its image from the website (Recently deleted can bring it back):',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Member Deleted Successfully');
    expect(inputsSentTo('deleteSiteItem')).toEqual([{ target: 'productAboutUsMember', id: '-M1' }]);
  });
});

describe('About Us (Business User Website)', () => {
  it("says when there are no members yet, and adds one to the business website's list", async () => {
    const { user } = await renderScreen(<BusinessAboutUsPage />, 'Partners who train people');
    screen.getByRole('heading', { level: 1, name: 'About Us (Business User Website)' });
    screen.getByText('No members yet.');
    // No header image is stored yet: only the way to upload one.
    expect(screen.queryByRole('img', { name: 'Header image' })).toBeNull();
    screen.getByRole('button', { name: 'Upload Header image' });

    await user.click(screen.getByRole('button', { name: 'Add member' }));
    await screen.findByText('New member added successfully!');
    expect(inputsSentTo('addSiteItem')).toEqual([{ target: 'businessAboutUsMember', id: pushedKey }]);
  });

  it("saves the main description to the business website's node", async () => {
    const { user } = await renderScreen(<BusinessAboutUsPage />, 'Partners who train people');
    await editAndSave(user, 'Main Description', 'Main Description', 'Partners of every size');
    await screen.findByText('Header Description updated Successfully!');
    expect(inputsSentTo('updateSiteContent')).toEqual([
      {
        target: 'businessAboutUsMain',
        fields: { Description: 'Partners of every size' },
        startedFrom: { Description: 'Partners who train people' },
      },
    ]);
  });
});

describe('a header image chosen from the media library', () => {
  const december3 = Date.UTC(2026, 11, 3, 12);
  const chooseButton = 'Choose from library: Header image';
  const pickerTitle = 'Choose Header image from the library';

  function storeImages() {
    return storeLibraryImages([
      { fileName: 'stage.png', folder: 'BusinessAboutUsHeader', uploadedAt: december3, alt: 'A stage' },
      { fileName: 'icon.png', folder: 'ProductFeatureIcons', uploadedAt: december3 - 60_000 },
    ]);
  }

  it("starts on the business website's images, and sends the alt text typed in the row, without an id", async () => {
    const [stage] = storeImages();
    answerCalls({ chooseLibraryImage: async () => ({ url: stage?.image.url ?? '' }) });
    const { user } = await renderScreen(<BusinessAboutUsPage />, 'Partners who train people');
    await user.upload(imageFileInput('Header image'), jpegFile());
    await user.type(
      screen.getByRole('textbox', { name: /Describe the image for someone who cannot see it/ }),
      'Our partners on stage',
    );
    await user.click(screen.getByRole('button', { name: chooseButton }));
    const dialog = await screen.findByRole('dialog', { name: pickerTitle });
    await user.click(await within(dialog).findByRole('radio', { name: /^stage\.png/ }));
    expect(within(dialog).queryByRole('radio', { name: /^icon\.png/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Use this image' }));

    await screen.findByText('Image chosen from the media library.');
    expect(inputsSentTo('chooseLibraryImage')).toEqual([
      { target: 'businessAboutUsMain', imageKey: stage?.key, alt: 'Our partners on stage' },
    ]);
    expect(inputsSentTo('uploadSiteImage')).toEqual([]);
    // The file chosen before is set aside with its alt text: the row shows the library's image.
    expect(screen.queryByRole('textbox', { name: /Describe the image/ })).toBeNull();
  });

  it("tells the server's refusal as other failures are told", async () => {
    storeImages();
    answerCalls({
      chooseLibraryImage: async () => {
        throw new FirebaseError('functions/not-found', 'That image is no longer in the media library. [404]');
      },
    });
    const { user } = await renderScreen(<BusinessAboutUsPage />, 'Partners who train people');
    await user.click(screen.getByRole('button', { name: chooseButton }));
    const dialog = await screen.findByRole('dialog', { name: pickerTitle });
    await user.click(await within(dialog).findByRole('radio', { name: /^stage\.png/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Use this image' }));
    await screen.findByText('That image is no longer in the media library.');
  });
});

describe('Benefits of Partnership', () => {
  it('has no header image, and reminds the format of a benefit', async () => {
    await renderScreen(<PartnershipPage />, 'Grow with us');
    screen.getByRole('heading', { level: 1, name: 'Benefits of Partnership' });
    expect(screen.queryByRole('button', { name: 'Upload Header image' })).toBeNull();
    screen.getByRole('heading', { level: 3, name: 'Benefit 1' });
    screen.getByText('Format of a description: Header / Description');
  });

  it('saves the main description with the description text, and deletes a benefit once confirmed', async () => {
    const { user } = await renderScreen(<PartnershipPage />, 'Grow with us');
    await editAndSave(user, 'Main Description', 'Main Description', 'Grow together');
    await screen.findByText('Description updated Successfully!');
    expect(inputsSentTo('updateSiteContent')).toEqual([
      {
        target: 'businessBenefitsMain',
        fields: { Description: 'Grow together' },
        startedFrom: { Description: 'Grow with us' },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Delete benefit: Reach / More members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this benefit?' });
    within(dialog).getByText('Reach / More members');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Benefits Deleted Successfully');
    expect(inputsSentTo('deleteSiteItem')).toEqual([{ target: 'businessBenefit', id: '-B1' }]);
  });
});
