import { z } from 'zod';

// The local Auth emulator sends no SMS: it keeps each code it would have sent, listed by its REST API.
const verificationCodesSchema = z.object({
  verificationCodes: z
    .array(z.object({ phoneNumber: z.string(), sessionInfo: z.string(), code: z.string() }))
    .optional(),
});

/** The code of the last SMS the Auth emulator at `authOrigin` would have sent to `phoneNumber`. */
export async function lastSmsCode(
  authOrigin: string,
  projectId: string,
  phoneNumber: string,
): Promise<string> {
  const response = await fetch(`${authOrigin}/emulator/v1/projects/${projectId}/verificationCodes`);
  if (!response.ok) throw new Error(`The Auth emulator lists no codes (HTTP ${response.status})`);
  const { verificationCodes = [] } = verificationCodesSchema.parse(await response.json());
  const last = verificationCodes.filter((sent) => sent.phoneNumber === phoneNumber).at(-1);
  if (last === undefined) throw new Error(`No SMS code was sent to ${phoneNumber}`);
  return last.code;
}
