/**
 * What a log line says of an error: its name, or its system code (ECONNREFUSED…) for a bare network Error; never
 * its message, which may carry a visitor's text or an address.
 */
export function errorName(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = (error as { code?: unknown }).code;
  return error.name === 'Error' && typeof code === 'string' ? code : error.name;
}
