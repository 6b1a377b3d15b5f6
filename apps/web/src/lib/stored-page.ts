/**
 * The list page last shown in this tab (SPEC §3 client storage: users page and forms page in
 * session storage), so a reload or Back returns to it.
 */
export function readStoredPage(key: string): number {
  const page = Number(sessionStorage.getItem(key));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function writeStoredPage(key: string, page: number): void {
  sessionStorage.setItem(key, String(page));
}
