import type { PendingChange } from '../pending-change.ts';
import { ConfirmRemoval } from './ConfirmRemoval.tsx';
import { ConfirmRoleChange } from './ConfirmRoleChange.tsx';
import { ConfirmSecondFactorReset } from './ConfirmSecondFactorReset.tsx';

interface ConfirmChangeProps {
  change: PendingChange;
  onClose: () => void;
}

/** The dialog that confirms the change asked for from the list of members. */
export function ConfirmChange({ change, onClose }: ConfirmChangeProps) {
  switch (change.kind) {
    case 'role':
      return <ConfirmRoleChange member={change.member} role={change.role} onClose={onClose} />;
    case 'remove':
      return <ConfirmRemoval member={change.member} onClose={onClose} />;
    case 'reset-second-factor':
      return <ConfirmSecondFactorReset member={change.member} onClose={onClose} />;
  }
}
