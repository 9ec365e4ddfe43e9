import { z } from 'zod';
import {
  type GoogleApiError,
  invalidPageToken,
  invalidParameter,
  requiredParameter,
  unknownPart,
} from './google-error.ts';
import { decodePageToken, type PageToken } from './page-token.ts';

export interface SearchRequest {
  readonly query: string;
  readonly maxResults: number;
  readonly pageToken: PageToken | undefined;
}

type SearchRequestParsing =
  | { readonly ok: true; readonly request: SearchRequest }
  | { readonly ok: false; readonly error: GoogleApiError };

const DEFAULT_MAX_RESULTS = 5;
const MAX_RESULTS_LIMIT = 50;

const requiredText = z.string().trim().min(1);
const knownPart = z.enum(['id', 'snippet']);
const maxResultsSchema = z.string().regex(/^\d+$/).transform(Number).pipe(z.number().max(MAX_RESULTS_LIMIT));

function failed(error: GoogleApiError): SearchRequestParsing {
  return { ok: false, error };
}

/** Reads the search.list parameters this service honours; any other parameter is accepted and ignored. */
export function parseSearchRequest(parameters: URLSearchParams): SearchRequestParsing {
  const part = requiredText.safeParse(parameters.get('part'));
  if (!part.success) return failed(requiredParameter('part'));
  const parts = part.data.split(',').map((name) => name.trim());
  const unknown = parts.find((name) => !knownPart.safeParse(name).success);
  if (unknown !== undefined) return failed(unknownPart(unknown));
  if (!parts.includes('snippet')) {
    return failed(invalidParameter('part', 'This service answers searches with part=snippet only.'));
  }

  const query = requiredText.safeParse(parameters.get('q'));
  if (!query.success) return failed(requiredParameter('q'));

  const rawMaxResults = parameters.get('maxResults');
  const maxResults = maxResultsSchema.safeParse(rawMaxResults ?? String(DEFAULT_MAX_RESULTS));
  if (!maxResults.success) {
    return failed(
      invalidParameter(
        'maxResults',
        `Invalid value '${rawMaxResults}'. Values must be within the range: [0, ${MAX_RESULTS_LIMIT}]`,
      ),
    );
  }

  const rawPageToken = parameters.get('pageToken');
  const pageToken = rawPageToken === null || rawPageToken === '' ? undefined : decodePageToken(rawPageToken);
  if (rawPageToken && pageToken === undefined) return failed(invalidPageToken());

  return { ok: true, request: { query: query.data, maxResults: maxResults.data, pageToken } };
}
