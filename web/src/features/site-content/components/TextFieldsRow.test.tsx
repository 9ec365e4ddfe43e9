// @vitest-environment happy-dom
import { contentNodeKey, contentPresenceOf } from '@management-center/contract';
import { screen } from '@testing-library/react';
import { FirebaseError } from 'firebase/app';
import { describe, expect, it, vi } from 'vitest';
import { callsSent } from '../../../../test-support/callables.ts';
import { editAndSave } from '../../../../test-support/content-rows.ts';
import { storedData } from '../../../../test-support/live-database.ts';
import { renderInConsole, replaceText } from '../../../../test-support/render.tsx';
import { invokeCallable } from '../../../lib/callables/callables.ts';
import { TextFieldsRow } from './TextFieldsRow.tsx';

vi.mock('../../../lib/callables/callables.ts', () => import('../../../../test-support/callables.ts'));
vi.mock('../../../lib/firebase/firebase.ts', () => import('../../../../test-support/firebase-handles.ts'));
vi.mock(
  '../../../lib/firebase/firebase-database.ts',
  () => import('../../../../test-support/firebase-handles.ts'),
);
vi.mock('../../../lib/database/live-database.ts', () => import('../../../../test-support/live-database.ts'));

// Two rows as the screens show them: the key features' Main Title (one field, no id) and a contact row (three
// fields of one item).
function renderMainTitle() {
  return renderInConsole(
    <TextFieldsRow
      label="Main Title"
      target="productKeyFeatureMain"
      fields={[{ name: 'Title', label: 'Main Title' }]}
      values={{ Title: 'Train smarter', Description: 'Everything in one app' }}
    />,
  );
}

function renderContactRow() {
  return renderInConsole(
    <TextFieldsRow
      label="Contact row 1"
      target="businessContactRow"
      id="contact-1"
      fields={[
        { name: 'Title', label: 'Title' },
        { name: 'Description', label: 'Description', multiline: true },
        { name: 'CompanyInformation', label: 'Company Information', multiline: true },
      ]}
      values={{ Title: 'Sales', Description: 'Write to us', CompanyInformation: 'Fit Ltd, 1 Main Street' }}
      savedFallback="Contact details updated successfully!"
    />,
  );
}

function answerSaved(fields: Record<string, string>) {
  vi.mocked(invokeCallable).mockResolvedValue({ path: 'stored/path', fields });
}

describe('a content row', () => {
  it('says who else has it in edit mode, and nothing of another row', async () => {
    storedData.set(contentPresenceOf(contentNodeKey('businessContactRow', 'contact-1')), {
      u1: { email: 'dana@example.com', since: 1 },
      u2: { email: 'sam@example.com', since: 2 },
    });
    storedData.set(contentPresenceOf(contentNodeKey('businessContactRow', 'contact-2')), {
      u3: { email: 'lee@example.com', since: 3 },
    });
    renderContactRow();
    expect((await screen.findByRole('status')).textContent).toBe(
      'dana@example.com and sam@example.com are editing',
    );
    expect(screen.queryByText(/lee@example\.com/)).toBeNull();
  });

  it('shows the stored text with Edit, and no inputs', () => {
    renderMainTitle();
    screen.getByText('Train smarter');
    screen.getByRole('button', { name: 'Edit Main Title' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
  });

  it('in edit mode shows its input holding the stored text, with Cancel and Done instead of Edit', async () => {
    const { user } = renderMainTitle();
    await user.click(screen.getByRole('button', { name: 'Edit Main Title' }));
    expect(screen.getByRole('textbox', { name: 'Main Title' })).toHaveProperty('value', 'Train smarter');
    screen.getByRole('button', { name: 'Cancel' });
    screen.getByRole('button', { name: 'Done' });
    expect(screen.queryByRole('button', { name: 'Edit Main Title' })).toBeNull();
  });

  it('drops what was typed on Cancel, sending nothing, and edits the stored text again', async () => {
    const { user } = renderMainTitle();
    await user.click(screen.getByRole('button', { name: 'Edit Main Title' }));
    await replaceText(user, screen.getByRole('textbox', { name: 'Main Title' }), 'Not kept');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    screen.getByText('Train smarter');
    expect(screen.queryByText('Not kept')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit Main Title' }));
    expect(screen.getByRole('textbox', { name: 'Main Title' })).toHaveProperty('value', 'Train smarter');
    expect(invokeCallable).not.toHaveBeenCalled();
  });

  it('just closes on Done when nothing was changed', async () => {
    const { user } = renderMainTitle();
    await user.click(screen.getByRole('button', { name: 'Edit Main Title' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    screen.getByRole('button', { name: 'Edit Main Title' });
    expect(invokeCallable).not.toHaveBeenCalled();
  });

  it.each([
    ['a blank text', '   ', 'Title: must not be empty'],
    ['a text that is too long', 'x'.repeat(201), 'Title: must be at most 200 characters'],
  ])('refuses %s under the input before anything is sent', async (_case, typed, problem) => {
    const { user } = renderMainTitle();
    await editAndSave(user, 'Main Title', 'Main Title', typed);

    screen.getByText(problem);
    screen.getByRole('textbox', { name: 'Main Title' });
    expect(invokeCallable).not.toHaveBeenCalled();
  });

  it('saves the changed text with updateSiteContent, says so and closes', async () => {
    answerSaved({ Title: 'Train together' });
    const { user } = renderMainTitle();
    await editAndSave(user, 'Main Title', 'Main Title', 'Train together');

    await screen.findByText('Title updated Successfully!');
    expect(callsSent(vi.mocked(invokeCallable))).toEqual([
      {
        name: 'updateSiteContent',
        input: {
          target: 'productKeyFeatureMain',
          fields: { Title: 'Train together' },
          startedFrom: { Title: 'Train smarter' },
        },
      },
    ]);
    screen.getByRole('button', { name: 'Edit Main Title' });
  });

  it("sends only the fields changed, with the item's id, and says what the screen gives it to say", async () => {
    answerSaved({ Description: 'Call us' });
    const { user } = renderContactRow();
    await editAndSave(user, 'Contact row 1', 'Description', 'Call us');

    await screen.findByText('Contact details updated successfully!');
    expect(callsSent(vi.mocked(invokeCallable))).toEqual([
      {
        name: 'updateSiteContent',
        input: {
          target: 'businessContactRow',
          id: 'contact-1',
          fields: { Description: 'Call us' },
          startedFrom: { Description: 'Write to us' },
        },
      },
    ]);
  });

  it("shows a refused save in the server's words and stays in edit mode with the text typed", async () => {
    vi.mocked(invokeCallable).mockRejectedValue(
      new FirebaseError('functions/not-found', 'There is no businessContactRow item with the id contact-1.'),
    );
    const { user } = renderContactRow();
    await editAndSave(user, 'Contact row 1', 'Title', 'Support');

    await screen.findByText('There is no businessContactRow item with the id contact-1.');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Support');
    expect(screen.queryByText('Contact details updated successfully!')).toBeNull();
  });

  it('shows a Done refused for a change made since, both values side by side, and keeps theirs or sends mine', async () => {
    const refusal = Object.assign(
      new FirebaseError(
        'functions/aborted',
        'Changed by dana@example.com at 2026-12-07 09:05 UTC since you opened it',
      ),
      {
        details: {
          reason: 'changed-since-opened',
          changedBy: 'dana@example.com',
          changedAt: Date.UTC(2026, 11, 7, 9, 5),
          theirs: { Description: 'Phone us' },
        },
      },
    );
    vi.mocked(invokeCallable).mockRejectedValueOnce(refusal);
    const { user } = renderContactRow();
    await editAndSave(user, 'Contact row 1', 'Description', 'Call us');

    const notice = await screen.findByText(/^Changed by dana@example\.com at .+ since you opened it$/);
    expect(notice.textContent).toContain('2026');
    screen.getByText('Description: theirs');
    screen.getByText('Phone us');
    screen.getByText('Description: yours');
    // The row answers the refusal: no notification of the server's words (in UTC) besides.
    expect(screen.queryByText(/UTC since you opened it/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();

    answerSaved({ Description: 'Call us' });
    await user.click(screen.getByRole('button', { name: 'Use mine' }));
    await screen.findByText('Contact details updated successfully!');
    expect(callsSent(vi.mocked(invokeCallable)).map(({ input }) => input)).toEqual([
      {
        target: 'businessContactRow',
        id: 'contact-1',
        fields: { Description: 'Call us' },
        startedFrom: { Description: 'Write to us' },
      },
      {
        target: 'businessContactRow',
        id: 'contact-1',
        fields: { Description: 'Call us' },
        startedFrom: { Description: 'Phone us' },
      },
    ]);
    screen.getByRole('button', { name: 'Edit Contact row 1' });
  });

  it('keeps their value: Keep theirs leaves edit mode and sends nothing more', async () => {
    vi.mocked(invokeCallable).mockRejectedValueOnce(
      Object.assign(new FirebaseError('functions/aborted', 'Changed'), {
        details: { reason: 'changed-since-opened', theirs: { Title: 'Support' } },
      }),
    );
    const { user } = renderContactRow();
    await editAndSave(user, 'Contact row 1', 'Title', 'Sales team');
    await screen.findByText('Changed by someone outside the console since you opened it');
    await user.click(screen.getByRole('button', { name: 'Keep theirs' }));
    screen.getByRole('button', { name: 'Edit Contact row 1' });
    expect(vi.mocked(invokeCallable)).toHaveBeenCalledTimes(1);
  });
});
