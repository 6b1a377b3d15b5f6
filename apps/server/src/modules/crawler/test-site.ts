import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { isPublicAddress } from './address-policy.js';

/** A small website served on 127.0.0.1 for the crawler's tests; it records every request. */
export interface TestSite {
  origin: string;
  port: number;
  /** Paths requested, in order, with the user agent that asked. */
  hits: { path: string; userAgent: string }[];
  /** Another local server, the target of a redirect that must never be followed. */
  otherServerHits: string[];
  otherPort: number;
  robots: { status: number; body: string };
  /** The tests' address policy: this site's port on loopback, else the real rule. */
  policy: (address: string, url: URL) => boolean;
  close(): Promise<void>;
}

const layout = (title: string, main: string, head = '') => `<!doctype html>
<html><head><meta charset="utf-8"><title>${title}</title>${head}
<script>var tracking = "SCRIPT-TEXT";</script><style>.x { color: red }</style></head>
<body>
<header><a href="/">Logo</a><nav><a href="/about">About</a> <a href="/services/">Services</a></nav></header>
<div id="cookie-consent">We use cookies. Accept?</div>
<main>${main}</main>
<aside>Sidebar promo</aside>
<footer>Footer © Example Clinic</footer>
</body></html>`;

const pages: Record<string, string> = {
  '/': layout(
    'Home | Example Clinic',
    `<h1>Welcome to Example Clinic</h1>
     <p>We   offer <b>blood tests</b> &amp; home collection.</p>
     <p>Open every day.</p>
     <h2>Our services</h2>
     <ul><li>Blood tests</li><li>Home collection</li></ul>
     <table><tr><th>Test</th><th>Price</th></tr><tr><td>CBC</td><td>$20</td></tr></table>
     <p style="display:none">HIDDEN-TEXT</p>
     <a href="/about#team">Team</a> <a href="/about?utm_source=home">About again</a>
     <a href="/contact">Contact</a> <a href="/services">Services again</a> <a href="/blog/post-1">Blog</a>
     <a href="/private/secret">Secret</a> <a href="/docs/brochure.pdf">Brochure</a>
     <a href="https://external.example/page">Partner</a> <a href="mailto:a@example.com">Mail</a>
     <a href="/noindex">Noindex</a> <a href="/old">Old page</a> <a href="/same-as-about">Copy</a>
     <a href="/leak-local">Local</a> <a href="/leak-metadata">Metadata</a>`,
  ),
  '/about': layout('About', '<h1>About us</h1><p>Founded in 1999.</p>'),
  '/services/': layout('Services', '<h1>Services</h1><p>Blood tests at home.</p>'),
  '/contact': layout('Contact', '<h1>Contact</h1><p>Call us.</p>'),
  '/blog/post-1': layout('Post', '<h1>A post</h1><p>Blog text.</p>'),
  '/private/secret': layout('Secret', '<p>PRIVATE-TEXT</p>'),
  '/noindex': layout(
    'Noindex',
    '<p>NOINDEX-TEXT</p><a href="/from-noindex">More</a>',
    '<meta name="robots" content="noindex">',
  ),
  '/from-noindex': layout('From noindex', '<p>Reached through a noindex page.</p>'),
  '/new': layout('New', '<h1>New page</h1><p>Moved here.</p>'),
  '/same-as-about': layout(
    'About copy',
    '<p>Founded in 1999.</p>',
    '<link rel="canonical" href="/about">',
  ),
};

export async function startTestSite(): Promise<TestSite> {
  const otherServerHits: string[] = [];
  const other = createServer((request, response) => {
    otherServerHits.push(request.url ?? '');
    response.end('<html><body><p>OTHER-SERVER</p></body></html>');
  });
  const otherPort = await listen(other);

  const hits: TestSite['hits'] = [];
  const site = {
    hits,
    otherServerHits,
    otherPort,
    robots: { status: 200, body: 'User-agent: *\nDisallow: /private/\n' },
  };
  const redirects: Record<string, string> = {
    '/old': '/older',
    '/older': '/new',
    '/loop': '/loop-again',
    '/loop-again': '/loop',
    '/leak-local': `http://127.0.0.1:${otherPort}/`,
    '/leak-metadata': 'http://169.254.169.254/latest/meta-data/',
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    hits.push({ path, userAgent: request.headers['user-agent'] ?? '' });
    const redirect = redirects[path];
    if (path === '/robots.txt') {
      response.writeHead(site.robots.status, { 'content-type': 'text/plain' });
      response.end(site.robots.body);
    } else if (redirect) {
      response.writeHead(path === '/old' ? 301 : 302, { location: redirect });
      response.end();
    } else if (path === '/docs/brochure.pdf') {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end('%PDF-1.4');
    } else if (path === '/slow') {
      // Never answers: the client's timeout must end the request.
    } else if (path === '/big') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(`<p>${'x'.repeat(100_000)}</p>`);
    } else if (path === '/latin1') {
      response.writeHead(200, { 'content-type': 'text/html; charset=windows-1252' });
      response.end(Buffer.from('<title>Caf\xe9</title><p>Cr\xe8me br\xfbl\xe9e</p>', 'latin1'));
    } else if (pages[path] !== undefined) {
      const html = pages[path];
      if (/gzip/.test(request.headers['accept-encoding'] ?? '') && path === '/about') {
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        response.end(gzipSync(html));
      } else {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(html);
      }
    } else {
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('<p>Not found</p>');
    }
  });
  const port = await listen(server);
  return Object.assign(site, {
    origin: `http://127.0.0.1:${port}`,
    port,
    policy: (address: string, url: URL) =>
      (address === '127.0.0.1' && url.port === String(port)) || isPublicAddress(address),
    close: async () => {
      server.closeAllConnections();
      other.closeAllConnections();
      await Promise.all([close(server), close(other)]);
    },
  });
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
