import { type SiteContentTargetName, siteContentPath, siteItemListPath } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { latestAuditEntry } from '../support/audit.ts';
import { databaseSnapshot } from '../support/backend-data.ts';
import { callAs, callFailure } from '../support/callables.ts';
import { administrator, member } from '../support/clients.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';
import { contentAccess } from './content-fixtures.ts';

// Each target with the fields sent (padded, to show the trimming) and the fields expected in the node.
const edits: [SiteContentTargetName, Record<string, unknown>, Record<string, unknown>][] = [
  [
    'productKeyFeatureMain',
    { Title: '  Train smarter  ', Description: 'Plans that adapt.\n' },
    { Title: 'Train smarter', Description: 'Plans that adapt.' },
  ],
  [
    'productFeature',
    { options: [' Heart rate zones ', 'Sleep score', '\tRecovery tips'] },
    { options: ['Heart rate zones', 'Sleep score', 'Recovery tips'] },
  ],
  ['productAboutUsMain', { Description: ' A new header text ' }, { Description: 'A new header text' }],
  [
    'productAboutUsMember',
    { description: 'Ana Lopez / Nutritionist / Plans meals.  ' },
    { description: 'Ana Lopez / Nutritionist / Plans meals.' },
  ],
  ['businessAboutUsMain', { Description: 'Grow with us.' }, { Description: 'Grow with us.' }],
  [
    'businessAboutUsMember',
    { description: ' Lee Chen / Account Manager / Helps studios. ' },
    { description: 'Lee Chen / Account Manager / Helps studios.' },
  ],
  ['businessBenefitsMain', { Description: ' More members. ' }, { Description: 'More members.' }],
  [
    'businessBenefit',
    { description: 'Free listing / No fees for a year.' },
    { description: 'Free listing / No fees for a year.' },
  ],
  [
    'businessContactRow',
    { Title: ' Press ', Description: 'press@example.com', CompanyInformation: ' Fitness Co. Inc. ' },
    { Title: 'Press', Description: 'press@example.com', CompanyInformation: 'Fitness Co. Inc.' },
  ],
];

describe('updateSiteContent', () => {
  const app = adminAppForSuite();
  const content = contentAccess(app);

  it.each(edits)('edits %s: trimmed values, other fields kept, audited', async (target, sent, stored) => {
    const { path, ...locator } = await content.locate(target);
    const before = await content.read(path);
    const result = await callAs(administrator, 'updateSiteContent', { ...locator, fields: sent });
    expect(result).toEqual({ path, fields: stored });
    expect(await content.read(path)).toEqual({ ...(before as object), ...stored });
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'updateSiteContent',
      actorEmail: administrator.email,
      targets: [path],
      outcome: 'succeeded',
    });
  });

  it('changes only the fields sent', async () => {
    const path = siteContentPath('productKeyFeatureMain');
    const before = await content.read(path);
    await callAs(administrator, 'updateSiteContent', {
      target: 'productKeyFeatureMain',
      fields: { Description: 'Only the description changes.' },
    });
    expect(await content.read(path)).toEqual({
      ...(before as object),
      Description: 'Only the description changes.',
    });
  });

  it.each([
    ['the header image field', 'productAboutUsMain', { image: 'https://example.com/x.png' }],
    ['the feature icon', 'productFeature', { icon: 'https://example.com/x.png' }],
    ['a field the node does not have', 'productKeyFeatureMain', { Subtitle: 'New' }],
    ['a field of another target', 'businessBenefitsMain', { Title: 'Benefits' }],
    ['no field', 'businessAboutUsMain', {}],
    ['a blank text', 'businessContactRow', { Title: '   ' }],
    ['a text over its bound', 'productKeyFeatureMain', { Title: 'x'.repeat(201) }],
    ['a list instead of a text', 'businessBenefitsMain', { Description: ['a'] }],
    ['no options', 'productFeature', { options: [] }],
    ['21 options', 'productFeature', { options: Array(21).fill('Option') }],
    ['a blank option', 'productFeature', { options: ['Fine', ''] }],
    ['an unknown target', 'productPricing', { Title: 'x' }],
  ])('refuses %s and changes nothing', async (_, target, fields) => {
    const call = { ...(await content.locatorOf(target)), fields };
    const before = await databaseSnapshot();
    const error = await callFailure(administrator, 'updateSiteContent', call);
    expect(error.code).toBe('functions/invalid-argument');
    expect(await databaseSnapshot()).toEqual(before);
  });

  it('names the refused field', async () => {
    const error = await callFailure(administrator, 'updateSiteContent', {
      target: 'productAboutUsMain',
      fields: { image: 'https://example.com/x.png' },
    });
    expect(error.message).toMatch(/^fields: Unrecognized key: "image"/);
    expect(error.details).toEqual({ field: 'fields' });
  });

  it('refuses an id for a main node and a missing or invalid id for an item', async () => {
    const before = await databaseSnapshot();
    const memberId = await content.firstItemId(siteItemListPath('productAboutUsMember'));
    for (const call of [
      { target: 'productAboutUsMain', id: memberId, fields: { Description: 'x' } },
      { target: 'productAboutUsMember', fields: { description: 'x' } },
      { target: 'productAboutUsMember', id: `${memberId}/description`, fields: { description: 'x' } },
    ]) {
      expect((await callFailure(administrator, 'updateSiteContent', call)).code).toBe(
        'functions/invalid-argument',
      );
    }
    expect(await databaseSnapshot()).toEqual(before);
  });

  it('answers not-found for an item that does not exist, creates nothing, and audits the failure', async () => {
    const before = await content.websites();
    const error = await callFailure(administrator, 'updateSiteContent', {
      target: 'businessBenefit',
      id: 'no-such-benefit',
      fields: { description: 'Ghost / Benefit' },
    });
    expect(error.code).toBe('functions/not-found');
    expect(await content.read(siteContentPath('businessBenefit', 'no-such-benefit'))).toBeNull();
    expect(await content.websites()).toEqual(before);
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'updateSiteContent',
      outcome: 'failed',
      errorCode: 'not-found',
      targets: [],
    });
  });

  it('refuses a caller without a team role, and one not signed in', async () => {
    const before = await databaseSnapshot();
    const call = { target: 'productKeyFeatureMain', fields: { Title: 'Hijacked' } };
    expect((await callFailure(member, 'updateSiteContent', call)).code).toBe('functions/permission-denied');
    expect((await callFailure(undefined, 'updateSiteContent', call)).code).toBe('functions/unauthenticated');
    expect(await databaseSnapshot()).toEqual(before);
  });
});
