/**
 * Waits until a server started as a child process answers its health check; fails at once with
 * its output when it exits first, or after `timeoutMs`.
 */
export async function waitForHealth(
  url: string,
  exited: Promise<void>,
  output: () => string,
  timeoutMs = 60_000,
): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited during start:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy:\n${output()}`);
}
