import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { replaceText } from './render.tsx';

/**
 * Changes one field of a row of the site content (TextFieldsRow) as the editor would: opens the row by its Edit
 * button, once shown, puts `text` in the field named `field` and saves with Done.
 */
export async function editAndSave(user: UserEvent, row: string, field: string, text: string): Promise<void> {
  await user.click(await screen.findByRole('button', { name: `Edit ${row}` }));
  await replaceText(user, screen.getByRole('textbox', { name: field }), text);
  await user.click(screen.getByRole('button', { name: 'Done' }));
}

/** A content row's card (EditableRow), found by its label. */
export function contentRowOf(label: string): HTMLElement {
  const row = screen.getByText(label).closest<HTMLElement>('.mantine-Paper-root');
  if (!row) throw new Error(`No row ${label}`);
  return row;
}

/** The file input of a row's image, found by the label of its Upload button ("Upload {label}"). */
export function imageFileInput(label: string): HTMLInputElement {
  const input = screen
    .getByRole('button', { name: `Upload ${label}` })
    .parentElement?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error(`No file input for ${label}`);
  return input;
}

// The smallest JPEG start the console's checks take: what the image screens' tests upload.
export const jpegFile = () =>
  new File([Uint8Array.from([0xff, 0xd8, 0xff, 0xe0])], 'team.jpg', { type: 'image/jpeg' });
