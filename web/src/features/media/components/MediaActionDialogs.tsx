import type { MediaLibraryScreen } from '../use-media-library-screen.ts';
import { DeleteAllUnusedModal } from './DeleteAllUnusedModal.tsx';
import { DeleteImageModal } from './DeleteImageModal.tsx';
import { EditAltTextModal } from './EditAltTextModal.tsx';
import { ReplaceEverywhereDialogs } from './ReplaceEverywhereDialogs.tsx';

// The one dialog a card's action, or Delete all unused, has open.
export function MediaActionDialogs({ screen }: { screen: MediaLibraryScreen }) {
  const { action, startAction, endAction, deleteAllUnused } = screen;
  if (deleteAllUnused.confirming) return <DeleteAllUnusedModal onClose={deleteAllUnused.close} />;
  switch (action?.kind) {
    case undefined:
      return null;
    case 'editAlt':
      return <EditAltTextModal image={action.image} onClose={endAction} />;
    case 'delete':
      return <DeleteImageModal image={action.image} onClose={endAction} />;
    case 'replace':
      return (
        <ReplaceEverywhereDialogs
          image={action.image}
          replacement={action.replacement}
          onChoose={(replacement) => startAction({ ...action, replacement })}
          onClose={endAction}
        />
      );
  }
}
