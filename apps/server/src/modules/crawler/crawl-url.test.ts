import { describe, expect, it } from 'vitest';
import { looksLikeNonHtml, pageKey, toCrawlUrl } from './crawl-url.js';
import { excludeMatcher } from './exclude-patterns.js';

describe('toCrawlUrl and pageKey', () => {
  it('drops fragments and tracking parameters but keeps other queries', () => {
    expect(toCrawlUrl('/a?utm_source=x&id=3&UTM_medium=y#top', 'https://site.test/')?.href).toBe(
      'https://site.test/a?id=3',
    );
    expect(toCrawlUrl('https://site.test/a?utm_campaign=z')?.href).toBe('https://site.test/a');
  });

  it('refuses what is not a web address', () => {
    expect(toCrawlUrl('mailto:a@b.test')).toBeNull();
    expect(toCrawlUrl('javascript:alert(1)')).toBeNull();
    expect(toCrawlUrl('ftp://site.test/file')).toBeNull();
    expect(toCrawlUrl('http://')).toBeNull();
  });

  it('treats trailing slashes, default ports and host case as the same page', () => {
    const key = (href: string) => pageKey(toCrawlUrl(href) as URL);
    expect(key('https://Site.test:443/about/')).toBe(key('https://site.test/about'));
    expect(key('http://site.test:80/')).toBe(key('http://site.test'));
    expect(key('http://site.test:8080/')).not.toBe(key('http://site.test/'));
    expect(key('http://site.test/a?x=1')).not.toBe(key('http://site.test/a?x=2'));
  });

  it('recognises links to files that are not web pages', () => {
    expect(looksLikeNonHtml(new URL('https://site.test/docs/Brochure.PDF'))).toBe(true);
    expect(looksLikeNonHtml(new URL('https://site.test/logo.png?v=2'))).toBe(true);
    expect(looksLikeNonHtml(new URL('https://site.test/about.html'))).toBe(false);
    expect(looksLikeNonHtml(new URL('https://site.test/blog/'))).toBe(false);
  });
});

describe('excludeMatcher', () => {
  const excluded = excludeMatcher(['/blog/**', '*.pdf', '/admin*', 'private/*', ' ']);
  it.each([
    ['/blog', true],
    ['/blog/2024/post', true],
    ['/files/menu.pdf', true],
    ['/admin', true],
    ['/administrator', true],
    ['/admin/users', true],
    ['/private/page', true],
    ['/', false],
    ['/blogger', false],
    ['/about', false],
    ['/pdf-guide', false],
  ])('%s → %s', (path, isExcluded) => {
    expect(excluded(new URL(path, 'https://site.test'))).toBe(isExcluded);
  });

  it('excludes nothing without patterns and accepts a full address as a pattern', () => {
    expect(excludeMatcher([])(new URL('https://site.test/x'))).toBe(false);
    expect(excludeMatcher(['https://site.test/news/*'])(new URL('https://site.test/news/a'))).toBe(
      true,
    );
  });
});
