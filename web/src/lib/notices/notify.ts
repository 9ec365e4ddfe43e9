import { notifications } from '@mantine/notifications';
import { notifyWithUndo } from './notify-with-undo.tsx';

// The alerts of docs/product.md, Messages become notifications: the same words, without blocking the page.
export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: 5000 });
}

export function notifyFailure(message: string): void {
  notifications.show({ color: 'red', message, autoClose: false });
}

// Nothing failed, but something is not done yet and will be without the administrator (a queued e-mail).
export function notifyWaiting(message: string): void {
  notifications.show({ color: 'yellow', message, autoClose: false });
}

// What a call's outcome tells the administrator; its kind decides how it is shown. A success that can be undone
// offers Undo in its notification.
export interface Notice {
  kind: 'success' | 'waiting' | 'failure';
  message: string;
  undo?: () => Promise<void>;
}

const announcers = { success: notifySuccess, waiting: notifyWaiting, failure: notifyFailure } as const;

export function announce(notice: Notice): void {
  if (notice.kind === 'success' && notice.undo) notifyWithUndo(notice.message, notice.undo);
  else announcers[notice.kind](notice.message);
}
