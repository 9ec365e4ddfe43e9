import { localWebConfig } from '@management-center/emulators/launcher/client-config';
import { inject } from 'vitest';
import type { z } from 'zod';

const backend = inject('backend');
const { firebase, emulators } = localWebConfig(backend);

// The local Auth emulator's origin: its REST API, as the web and app SDKs call it.
export const authOrigin = `http://${emulators.host}:${emulators.auth}`;

/** One call of the Identity Toolkit REST API, as an SDK makes it; a refusal throws with Auth's answer. */
export async function identityToolkit<Output>(
  path: string,
  body: unknown,
  schema: z.ZodType<Output>,
): Promise<Output> {
  const response = await fetch(
    `${authOrigin}/identitytoolkit.googleapis.com/${path}?key=${firebase.apiKey}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  const answer: unknown = await response.json();
  if (!response.ok) throw new Error(`${path} refused: ${JSON.stringify(answer)}`);
  return schema.parse(answer);
}
