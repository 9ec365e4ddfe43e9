import { useState } from 'react';
import { useListAddress } from '../../lib/list-screen/use-list-address.ts';
import { usePaletteActions } from '../../lib/navigation/palette-actions.ts';
import { type AuditLogView, auditLogPageSize } from './api/live-audit-log.ts';
import { auditLogAddress } from './audit-log.ts';

/** The audit log's view, kept in the address, and how many of its newest entries are shown. */
export function useAuditLogView() {
  // A view chosen is an entry of the history: Back returns to the one before.
  const { view, show } = useListAddress(auditLogAddress, { history: 'push' });
  const [limit, setLimit] = useState(auditLogPageSize);

  // Another view starts again from its newest entries.
  function showView(next: AuditLogView) {
    show(next);
    setLimit(auditLogPageSize);
  }

  usePaletteActions(
    view === 'changes'
      ? [
          {
            id: 'show-all-calls',
            label: 'Show all calls in the audit log',
            run: () => showView('everything'),
          },
        ]
      : [{ id: 'show-changes', label: 'Show only changes in the audit log', run: () => showView('changes') }],
  );

  return {
    view,
    limit,
    showView,
    showOlder: () => setLimit((shown) => shown + auditLogPageSize),
  };
}
