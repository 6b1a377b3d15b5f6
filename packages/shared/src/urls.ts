/**
 * A URL that carries a user name or password (`https://user:secret@host/`): refused wherever a
 * website is entered, since it would be stored, shown back to every member and sent on each crawl.
 */
export function hasUrlCredentials(value: string): boolean {
  try {
    const url = new URL(value);
    return url.username !== '' || url.password !== '';
  } catch {
    return false;
  }
}
