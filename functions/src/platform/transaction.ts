import type { Reference } from 'firebase-admin/database';

type TransactionResult = Awaited<ReturnType<Reference['transaction']>>;

// A drop of the connection while a transaction's commit is on its way makes the SDK fail the transaction with
// this message, whether or not the database stored the commit (the database restarted or failed over just then).
const disconnectMessage = 'disconnect';
// Each run waits for the connection to come back; a database that drops it this often is down.
const maxRuns = 5;

/**
 * A transaction on `reference` (without local events), run again when the connection dropped during its commit.
 * The run after such a drop finds either the value before, or its own commit stored: `update` must then answer
 * its own result unchanged and decide as the first run would have (a lease taken is the caller's own lease), so
 * it never applies twice.
 */
export async function transactionAcrossReconnects(
  reference: Reference,
  update: (current: unknown) => unknown,
): Promise<TransactionResult> {
  for (let run = 1; ; run += 1) {
    try {
      return await reference.transaction(update, undefined, false);
    } catch (error) {
      if (!(error instanceof Error && error.message === disconnectMessage) || run >= maxRuns) throw error;
    }
  }
}
