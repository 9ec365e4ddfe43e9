import { describe, expect, it } from 'vitest';
import {
  contentHistoryMessages,
  contentNodeKey,
  contentVersionOf,
  contentVersionSchema,
  versionFields,
} from './content-versions.ts';

const write = {
  target: 'businessBenefit' as const,
  itemId: '-Nbenefit',
  node: 'BusinessUserWebsite/BenefitOfPartnership/Benefits/-Nbenefit',
  at: 1_800_000_000_000,
  author: { uid: 'admin-uid' },
  callId: '-Ncall',
};
const benefit = { image: 'https://example.com/b.png', description: 'Free listing / No fees' };

describe('contentVersionOf', () => {
  it('keeps the value before an edit', () => {
    const version = contentVersionOf({ ...write, before: benefit, after: { ...benefit, description: 'x' } });
    expect(version).toEqual({
      target: 'businessBenefit',
      itemId: '-Nbenefit',
      node: write.node,
      change: 'changed',
      value: benefit,
      replacedAt: write.at,
      author: { uid: 'admin-uid' },
      callId: '-Ncall',
    });
    expect(contentVersionSchema.parse(version)).toEqual(version);
  });

  it('marks a deleted item with its target, for its screen to list', () => {
    const version = contentVersionOf({ ...write, before: benefit, after: undefined });
    expect(version).toMatchObject({ change: 'deleted', value: benefit, deletedFrom: 'businessBenefit' });
  });

  it('keeps no value for a node that did not exist, and no author or call when none is known', () => {
    const version = contentVersionOf({
      ...write,
      author: undefined,
      callId: undefined,
      before: undefined,
      after: benefit,
    });
    expect(version).toEqual({
      target: 'businessBenefit',
      itemId: '-Nbenefit',
      node: write.node,
      change: 'created',
      replacedAt: write.at,
    });
  });

  it('never marks a main node as deleted from a list', () => {
    const version = contentVersionOf({
      target: 'businessBenefitsMain',
      node: 'BusinessUserWebsite/BenefitOfPartnership/Main',
      at: write.at,
      author: undefined,
      callId: undefined,
      before: { Description: 'Text' },
      after: undefined,
    });
    expect(version).toMatchObject({ change: 'deleted' });
    expect(version).not.toHaveProperty('deletedFrom');
  });
});

describe('contentNodeKey', () => {
  it('names items by target and id, main nodes by target', () => {
    expect(contentNodeKey('businessBenefit', '-Nbenefit')).toBe('businessBenefit:-Nbenefit');
    expect(contentNodeKey('productKeyFeatureMain')).toBe('productKeyFeatureMain');
  });
});

describe('versionFields', () => {
  it('names the text fields of a target in its order, the image field and its alt text apart', () => {
    expect(versionFields('productFeature')).toEqual({
      texts: ['options'],
      image: 'icon',
      imageAlt: 'iconAlt',
    });
    expect(versionFields('productAboutUsMain')).toEqual({
      texts: ['Description'],
      image: 'image',
      imageAlt: 'imageAlt',
    });
    expect(versionFields('businessContactRow')).toEqual({
      texts: ['Title', 'Description', 'CompanyInformation'],
      image: undefined,
      imageAlt: undefined,
    });
  });
});

describe('contentHistoryMessages', () => {
  it('names what was restored', () => {
    expect(contentHistoryMessages.itemRestored('contact row')).toBe('Contact row restored successfully!');
  });
});
