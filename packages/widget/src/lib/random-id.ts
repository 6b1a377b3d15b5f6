/** A random id; crypto.randomUUID exists only in secure contexts, so fall back to getRandomValues. */
export function randomId(prefix = ''): string {
  try {
    if (typeof crypto.randomUUID === 'function') return prefix + crypto.randomUUID();
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return prefix + Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  } catch {
    return prefix + Date.now().toString(36) + Math.random().toString(36).slice(2);
  }
}
