import { describe, expect, it } from 'vitest';
import { extractMainText } from './extract-main-text.js';
import { parsePage } from './parse-page.js';

const url = 'https://clinic.test/services/';

describe('extractMainText', () => {
  it('keeps the main content and drops the chrome around it', () => {
    const html = `<html><head><title> Services | Clinic </title><style>p{}</style></head><body>
      <header><h1>Clinic</h1><nav><a href="/">Home</a></nav></header>
      <div class="cookie-banner">We use cookies</div>
      <div id="consent">Accept all</div>
      <main>
        <article><header><h1>Our   services</h1></header>
        <p>We offer <em>blood</em> tests &amp; more.</p><script>alert("x")</script>
        <h2>Prices</h2>
        <table><thead><tr><th>Test</th><th>Price</th></tr></thead>
          <tbody><tr><td>CBC</td><td>&euro;20</td></tr></tbody></table>
        <h3>Notes</h3>
        <ul><li>Fasting <b>required</b></li><li>Results in 24h
          <ul><li>Online</li></ul></li></ul>
        <p>Main St 1<br>Springfield</p>
        <div hidden>Hidden</div><span aria-hidden="true">★</span>
        <p style="color: red; display: none">Invisible</p>
        <form><label>Name</label><input></form>
        <template><p>Template</p></template>
        <noscript>Enable JS</noscript>
        </article>
      </main>
      <aside>Related</aside><footer>© Clinic</footer></body></html>`;
    expect(extractMainText(html, url)).toEqual({
      title: 'Services | Clinic',
      text: [
        '# Our services',
        'We offer blood tests & more.',
        '## Prices',
        'Test | Price',
        'CBC | €20',
        '### Notes',
        'Fasting required',
        'Results in 24h',
        'Online',
        'Main St 1\nSpringfield',
      ].join('\n\n'),
      links: ['https://clinic.test/'],
    });
  });

  it('uses the body when there is no main element, and the first h1 as title', () => {
    const html = `<body><nav>Menu</nav><div><h1>Hello</h1><div>First</div><div>Second</div></div></body>`;
    expect(extractMainText(html, url)).toMatchObject({
      title: 'Hello',
      text: '# Hello\n\nFirst\n\nSecond',
    });
  });

  it('falls back to the URL as title and gives absolute links', () => {
    const html = `<head><base href="https://cdn.clinic.test/base/"></head><body>
      <a href="page#x">Page</a><a href="mailto:a@b.test">Mail</a><a href="/page?utm_source=x">Page</a>
      <a href="https://other.test/">Other</a></body>`;
    expect(extractMainText(html, url)).toEqual({
      title: url,
      text: 'PageMailPage Other',
      links: [
        'https://cdn.clinic.test/base/page',
        'https://cdn.clinic.test/page',
        'https://other.test/',
      ],
    });
  });

  it('does not remove the page because its body mentions a banner', () => {
    const html = `<body class="has-cookie-banner"><div class="hero-banner"><h1>Welcome</h1></div>
      <p>Text</p></body>`;
    expect(extractMainText(html, url).text).toBe('# Welcome\n\nText');
  });
});

describe('parsePage', () => {
  it('reads meta robots and the canonical address', () => {
    const html = `<head><meta name="robots" content="NOINDEX, follow">
      <link rel="canonical" href="/services"></head><body><p>x</p></body>`;
    expect(parsePage(html, url)).toMatchObject({
      noindex: true,
      nofollow: false,
      canonicalUrl: 'https://clinic.test/services',
    });
    const forUs = `<meta name="conciergebot" content="none"><p>x</p>`;
    expect(parsePage(forUs, url, 'conciergebot')).toMatchObject({ noindex: true, nofollow: true });
    expect(parsePage(forUs, url, 'otherbot')).toMatchObject({ noindex: false, nofollow: false });
  });
});
