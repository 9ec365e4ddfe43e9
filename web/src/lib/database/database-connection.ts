import { onValue, ref } from 'firebase/database';
import { useEffect, useState } from 'react';
import { database } from '../firebase/firebase-database.ts';

type DatabaseConnection = 'connecting' | 'online' | 'offline';

// How long a first connection may take before the console says it is offline: a page load should not flash it.
const firstConnectionGraceMs = 3_000;

/**
 * Whether the Realtime Database connection is up, from the SDK's `.info/connected`. While it is down the SDK keeps
 * reconnecting and the live screens keep their last data; once it is back every listener is served again.
 */
export function useDatabaseConnection(): DatabaseConnection {
  const [connection, setConnection] = useState<DatabaseConnection>('connecting');
  useEffect(() => {
    let graceTimer: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => setConnection((current) => (current === 'connecting' ? 'offline' : current)),
      firstConnectionGraceMs,
    );
    const unsubscribe = onValue(ref(database, '.info/connected'), (snapshot) => {
      if (snapshot.val() === true) {
        clearTimeout(graceTimer);
        graceTimer = undefined;
        setConnection('online');
      } else {
        setConnection((current) => (current === 'connecting' ? current : 'offline'));
      }
    });
    return () => {
      clearTimeout(graceTimer);
      unsubscribe();
    };
  }, []);
  return connection;
}
