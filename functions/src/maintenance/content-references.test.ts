import { describe, expect, it } from 'vitest';
import { referencedObjectPaths } from './content-references.ts';

const bucket = 'fitness.appspot.com';

function downloadUrl(
  path: string,
  host = 'https://firebasestorage.googleapis.com',
  bucketName = bucket,
): string {
  return `${host}/v0/b/${bucketName}/o/${encodeURIComponent(path)}?alt=media&token=t`;
}

describe('referencedObjectPaths', () => {
  it('finds download URLs at any depth of both content trees, in objects and arrays, whatever the host', () => {
    const productWebsite = {
      KeyFeature: {
        Main: { Title: 'Title', Description: 'Description' },
        Feature: { f1: { icon: downloadUrl('ProductFeatureIcons/1icon.png'), options: ['Option'] } },
      },
      AboutUs: {
        Main: { Description: 'About', image: downloadUrl('ProductAboutUsHeaderImage/1header.png') },
      },
    };
    const businessUserWebsite = {
      BenefitOfPartnership: {
        Benefits: {
          b1: { image: downloadUrl('BusinessBenefitsIconImage/1benefit.png', 'http://127.0.0.1:9199') },
        },
      },
      // A field the content model may grow later, holding a list of images.
      Gallery: [downloadUrl('BusinessAboutMembers/1a.png'), { nested: [downloadUrl('AboutMembers/1b.png')] }],
    };
    expect(referencedObjectPaths([productWebsite, businessUserWebsite], bucket)).toEqual(
      new Set([
        'ProductFeatureIcons/1icon.png',
        'ProductAboutUsHeaderImage/1header.png',
        'BusinessBenefitsIconImage/1benefit.png',
        'BusinessAboutMembers/1a.png',
        'AboutMembers/1b.png',
      ]),
    );
  });

  it('counts an object once however often it is linked, and ignores every other value', () => {
    const url = downloadUrl('AboutMembers/1same.png');
    const tree = {
      a: url,
      b: { c: url },
      n: 42,
      t: true,
      empty: null,
      path: 'AboutMembers/1bare-path.png',
      elsewhere: 'https://certificates.example.com/gym/certificate.pdf',
      otherBucket: downloadUrl('AboutMembers/1other-bucket.png', undefined, 'other.appspot.com'),
    };
    expect(referencedObjectPaths([tree], bucket)).toEqual(new Set(['AboutMembers/1same.png']));
  });

  it('finds nothing in missing content', () => {
    expect(referencedObjectPaths([null, undefined], bucket)).toEqual(new Set());
  });
});
