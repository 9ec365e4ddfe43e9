import {
  changedSinceOpenedDetailsSchema,
  changedSinceOpenedReason,
  siteContentPath,
} from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { callAs, callFailure } from '../support/callables.ts';
import { administrator, editor } from '../support/clients.ts';
import { readModelsSettled } from '../support/read-models.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';
import { contentAccess } from './content-fixtures.ts';

// Two members edit the same row: the second Done, started from the value the first one changed, is refused
// (docs/product.md, Website content: no silent overwrite).
const app = adminAppForSuite();
const content = contentAccess(app);
const target = 'productAboutUsMain';
const description = `${siteContentPath(target)}/Description`;

describe('an edit started from a value changed since', () => {
  it('is refused, naming who changed the row, when, and their value; the row keeps theirs', async () => {
    const opened = String(await content.read(description));
    const theirs = `${opened} Edited by the editor.`;
    await callAs(editor, 'updateSiteContent', {
      target,
      fields: { Description: theirs },
      startedFrom: { Description: opened },
    });
    await readModelsSettled();

    const refusal = await callFailure(administrator, 'updateSiteContent', {
      target,
      fields: { Description: 'Mine, from the old text.' },
      startedFrom: { Description: opened },
    });
    expect(refusal.code).toBe('functions/aborted');
    expect(refusal.message).toMatch(
      new RegExp(`^Changed by ${editor.email} at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC since you opened it`),
    );
    const details = changedSinceOpenedDetailsSchema.parse(refusal.details);
    expect(details).toMatchObject({
      reason: changedSinceOpenedReason,
      changedBy: editor.email,
      theirs: { Description: theirs },
    });
    expect(Math.abs((details.changedAt ?? 0) - Date.now())).toBeLessThan(60_000);
    expect(await content.read(description)).toBe(theirs);

    // "Use mine": the same edit, started from their value, is taken.
    await callAs(administrator, 'updateSiteContent', {
      target,
      fields: { Description: 'Mine, after reading theirs.' },
      startedFrom: { Description: theirs },
    });
    expect(await content.read(description)).toBe('Mine, after reading theirs.');
  });

  it('takes one of two Dones started from the same value at once, and refuses the other with the value taken', async () => {
    const opened = String(await content.read(description));
    // Both at once: the transaction of the write decides, whatever the two calls read before.
    const [first, second] = await Promise.allSettled([
      callAs(editor, 'updateSiteContent', {
        target,
        fields: { Description: 'First of two at once.' },
        startedFrom: { Description: opened },
      }),
      callAs(administrator, 'updateSiteContent', {
        target,
        fields: { Description: 'Second of two at once.' },
        startedFrom: { Description: opened },
      }),
    ]);
    const refused = [first, second].filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(1);
    const stored = await content.read(description);
    expect(['First of two at once.', 'Second of two at once.']).toContain(stored);
    const [loser] = refused;
    if (loser?.status !== 'rejected') throw new Error('One call was refused');
    expect(loser.reason.code).toBe('functions/aborted');
    expect(changedSinceOpenedDetailsSchema.parse(loser.reason.details).theirs).toEqual({
      Description: stored,
    });
    await readModelsSettled();
  });

  it('leaves a row changed in another field alone, and a Done without a starting value as before', async () => {
    const opened = String(await content.read(description));
    await callAs(editor, 'updateSiteContent', { target, fields: { imageAlt: 'The whole team outdoors' } });
    await callAs(administrator, 'updateSiteContent', {
      target,
      fields: { Description: 'Changed beside the alt text.' },
      startedFrom: { Description: opened },
    });
    expect(await content.read(description)).toBe('Changed beside the alt text.');
    await callAs(administrator, 'updateSiteContent', { target, fields: { Description: 'Without a start.' } });
    expect(await content.read(description)).toBe('Without a start.');
    await readModelsSettled();
  });

  it('refuses a starting value of a field the row does not have, changing nothing', async () => {
    const before = await content.read(siteContentPath(target));
    const refusal = await callFailure(administrator, 'updateSiteContent', {
      target,
      fields: { Description: 'x' },
      startedFrom: { Title: 'Not a field of About Us' },
    });
    expect(refusal.code).toBe('functions/invalid-argument');
    expect(await content.read(siteContentPath(target))).toEqual(before);
  });
});
