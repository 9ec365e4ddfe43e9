import {
  type Release,
  releaseChangePlace,
  releasesPath,
  type SiteContentTarget,
  siteContentTargets,
} from '@management-center/contract';
import { database } from '../platform/firebase.ts';
import { parsedRelease } from './release-records.ts';

const openStatuses = ['draft', 'scheduled', 'publishing'] as const;

async function openReleases(): Promise<Release[]> {
  const releases: Release[] = [];
  for (const status of openStatuses) {
    const found = await (await database()).ref(releasesPath).orderByChild('status').equalTo(status).get();
    found.forEach((child) => {
      const release = parsedRelease(child.val());
      if (release) releases.push(release);
    });
  }
  return releases;
}

/**
 * Where releases not yet published put each image, by URL: "Release “Spring” › Business website › About Us ›
 * Members › Dana". The media library's uses follow the live content only; these keep the files releases will
 * publish.
 */
export async function imagesInOpenReleases(): Promise<Map<string, string[]>> {
  const places = new Map<string, string[]>();
  for (const release of await openReleases()) {
    for (const change of Object.values(release.changes ?? {})) {
      const { image }: SiteContentTarget = siteContentTargets[change.target];
      const url = image && change.fields?.[image.field];
      if (typeof url !== 'string') continue;
      const place = `Release “${release.name}” › ${releaseChangePlace(change.target, change.fields)}`;
      places.set(url, [...(places.get(url) ?? []), place]);
    }
  }
  return places;
}
