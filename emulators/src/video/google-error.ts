/** Google's JSON error format, as the YouTube Data API answers it: `{ "error": GoogleApiError }`. */
export interface GoogleErrorDetail {
  readonly message: string;
  readonly domain: string;
  readonly reason: string;
  readonly location?: string;
  readonly locationType?: 'parameter';
}

export interface GoogleApiError {
  readonly code: number;
  readonly message: string;
  readonly errors: readonly GoogleErrorDetail[];
  readonly status: string;
}

function googleError(code: number, status: string, detail: GoogleErrorDetail): GoogleApiError {
  return { code, message: detail.message, errors: [detail], status };
}

function parameterError(parameter: string, message: string, domain: string, reason: string): GoogleApiError {
  return googleError(400, 'INVALID_ARGUMENT', {
    message,
    domain,
    reason,
    location: parameter,
    locationType: 'parameter',
  });
}

export const missingApiKey = (): GoogleApiError =>
  googleError(403, 'PERMISSION_DENIED', {
    message: 'The request is missing a valid API key.',
    domain: 'global',
    reason: 'forbidden',
  });

export const invalidApiKey = (): GoogleApiError =>
  googleError(403, 'PERMISSION_DENIED', {
    message: 'API key not valid. Please pass a valid API key.',
    domain: 'global',
    reason: 'keyInvalid',
  });

export const quotaExceeded = (): GoogleApiError =>
  googleError(403, 'PERMISSION_DENIED', {
    message:
      'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
    domain: 'youtube.quota',
    reason: 'quotaExceeded',
  });

export const requiredParameter = (parameter: string): GoogleApiError =>
  parameterError(parameter, `Required parameter: ${parameter}`, 'global', 'required');

export const unknownPart = (part: string): GoogleApiError =>
  parameterError('part', `'${part}'`, 'youtube.part', 'unknownPart');

export const invalidParameter = (parameter: string, message: string): GoogleApiError =>
  parameterError(parameter, message, 'global', 'invalidParameter');

export const invalidPageToken = (): GoogleApiError =>
  parameterError(
    'pageToken',
    'The request specifies an invalid page token.',
    'youtube.parameter',
    'invalidPageToken',
  );

export const notFound = (): GoogleApiError =>
  googleError(404, 'NOT_FOUND', { message: 'Not Found', domain: 'global', reason: 'notFound' });

export const methodNotAllowed = (): GoogleApiError =>
  googleError(405, 'METHOD_NOT_ALLOWED', {
    message: 'Method Not Allowed',
    domain: 'global',
    reason: 'httpMethodNotAllowed',
  });
