// The web SDK appends the HTTP status to the server's message ("Invalid date value [400]"); people see the message.
export function callableErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/ \[\d{3}\]$/, '');
}
