import { z } from 'zod';
import { type Path, pathToString } from '../data/path.ts';
import { isJsonObject, type Json } from '../data/tree.ts';
import type { WireQuery } from '../queries/query.ts';

/** The wire protocol version the SDKs speak. */
const PROTOCOL_VERSION = '5';

const queryValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const wireQuerySchema = z.object({
  sp: queryValue.optional(),
  sn: z.string().optional(),
  sin: z.boolean().optional(),
  ep: queryValue.optional(),
  en: z.string().optional(),
  ein: z.boolean().optional(),
  l: z.number().int().positive().optional(),
  vf: z.enum(['l', 'r']).optional(),
  i: z.string().optional(),
});

/** Kept by reference rather than copied, so written keys such as "__proto__" survive validation. */
const jsonObject = z.custom<Readonly<Record<string, unknown>>>(isJsonObject, 'Expected an object');

const controlEnvelope = z.object({
  t: z.literal('c'),
  d: z.object({ t: z.string(), d: z.unknown().optional() }),
});
const requestEnvelope = z.object({
  t: z.literal('d'),
  d: z.object({ r: z.number().int(), a: z.string(), b: z.unknown() }),
});
export const clientEnvelope = z.discriminatedUnion('t', [controlEnvelope, requestEnvelope]);

const path = z.string();

export const listenBody = z.object({
  p: path,
  q: wireQuerySchema.optional(),
  t: z.number().int().optional(),
  h: z.string().optional(),
});
export const unlistenBody = z.object({ p: path, t: z.number().int().optional() });
export const getBody = z.object({ p: path, q: wireQuerySchema.optional() });
export const putBody = z.object({ p: path, d: z.unknown(), h: z.string().optional() });
export const mergeBody = z.object({ p: path, d: jsonObject });
export const onDisconnectCancelBody = z.object({ p: path });
export const authBody = z.object({ cred: z.string() });
export const adminAuthBody = z.object({
  cred: z.string(),
  authvar: jsonObject.optional(),
  noauth: z.boolean().optional(),
});

export const PING_TYPE = 'p';

export function handshakeMessage(timestamp: number, host: string, sessionId: string): object {
  return { t: 'c', d: { t: 'h', d: { ts: timestamp, v: PROTOCOL_VERSION, h: host, s: sessionId } } };
}

export const PONG_MESSAGE = { t: 'c', d: { t: 'o', d: {} } };

export function replyMessage(request: number, status: string, data: unknown): object {
  return { t: 'd', d: { r: request, b: { s: status, d: data } } };
}

/** Data pushed to a listener: `d` overwrites `path`, `m` merges children into it; `tag` names a query. */
export function dataPushMessage(action: 'd' | 'm', at: Path, data: Json, tag: number | null): object {
  const body = tag === null ? { p: pathToString(at), d: data } : { p: pathToString(at), d: data, t: tag };
  return { t: 'd', d: { a: action, b: body } };
}

/**
 * Cancels a listen the client may no longer read. The SDK rebuilds the query's identity by mapping over `q`
 * (`onListenRevoked_`), so a query travels inside a list.
 */
export function listenRevokedMessage(at: Path, query: WireQuery | null): object {
  const body = query === null ? { p: pathToString(at) } : { p: pathToString(at), q: [query] };
  return { t: 'd', d: { a: 'c', b: body } };
}
