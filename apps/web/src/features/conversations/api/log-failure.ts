/** Runs a call and logs its failure before passing it on (SPEC §8 failures that are only logged). */
export async function logFailure<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      console.error(`Failed to load ${what}`, error);
    }
    throw error;
  }
}
