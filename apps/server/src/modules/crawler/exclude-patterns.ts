import picomatch from 'picomatch';

/**
 * Builds the test for the exclude patterns, globs on the URL path. A pattern without a slash
 * ('*.pdf') matches the last path segment; others match the whole path ('/blog/**'), with or
 * without their leading slash. As in .gitignore, a pattern that matches a folder excludes what
 * is below it: '/admin*' excludes '/admin/users' too. Matching ignores case.
 */
export function excludeMatcher(patterns: string[]): (url: URL) => boolean {
  const tests = patterns
    .map((pattern) => pathPattern(pattern))
    .filter((pattern) => pattern !== '')
    .map((pattern) => {
      const isMatch = picomatch(pattern, { dot: true, nocase: true });
      const onSegment = !pattern.includes('/');
      return (path: string) => isMatch(onSegment ? (path.split('/').pop() ?? '') : path);
    });
  if (tests.length === 0) return () => false;
  return (url) => {
    const paths = pathAndAncestors(decodedPath(url));
    return tests.some((test) => paths.some((path) => test(path)));
  };
}

function pathPattern(raw: string): string {
  const pattern = raw.trim();
  // Someone pasting a full address means its path.
  if (/^https?:\/\//i.test(pattern)) {
    try {
      return decodeURI(new URL(pattern).pathname);
    } catch {
      return pattern;
    }
  }
  if (pattern.includes('/') && !pattern.startsWith('/')) return `/${pattern}`;
  return pattern;
}

function decodedPath(url: URL): string {
  try {
    return decodeURI(url.pathname);
  } catch {
    return url.pathname;
  }
}

/** '/a/b/c' → ['/a/b/c', '/a/b', '/a']; '/a/b/' keeps its own form first. */
function pathAndAncestors(path: string): string[] {
  const paths = [path];
  const segments = path.split('/').filter(Boolean);
  for (let length = segments.length - 1; length > 0; length -= 1) {
    paths.push(`/${segments.slice(0, length).join('/')}`);
  }
  return paths;
}
