import { siteContentTargetNames, siteContentTargets } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import * as triggers from './content-version-triggers.ts';

describe('the content version triggers', () => {
  it('watch every content node of both websites, each with retries, one trigger per node', () => {
    const watched = Object.values(triggers).map((trigger) => trigger.__endpoint.eventTrigger);
    expect(watched.map((trigger) => trigger?.eventFilterPathPatterns?.ref).sort()).toEqual(
      siteContentTargetNames.map((name) => siteContentTargets[name].path).sort(),
    );
    for (const trigger of watched) expect(trigger?.retry).toBe(true);
  });
});
