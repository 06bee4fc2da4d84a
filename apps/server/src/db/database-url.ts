const MASK = '***';

/** How a PostgreSQL URL may appear in logs and messages: everything but the password. */
export function maskDatabaseUrl(url: string): string {
  if (!URL.canParse(url)) return '(DATABASE_URL is not a URL)';
  const parsed = new URL(url);
  if (parsed.password !== '') parsed.password = MASK;
  if (parsed.searchParams.has('password')) parsed.searchParams.set('password', MASK);
  return parsed.toString();
}
