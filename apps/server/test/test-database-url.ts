/** The same server URL pointed at another database. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The maintenance database, from which databases are created and dropped. */
export function adminUrl(serverUrl: string): string {
  return databaseUrl(serverUrl, 'postgres');
}
