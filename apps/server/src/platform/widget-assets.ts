import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PRODUCT_NAME } from '@concierge/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

export const WIDGET_FILE = fileURLToPath(
  new URL('../../../../packages/widget/dist/widget.js', import.meta.url),
);

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The embeddable widget at /widget.js (any site may load it), and /widget-preview, a page of this
 * server that embeds the widget exactly as a customer's site would ("Test Deployment"), loading it
 * from the host the page was opened on, so the page and the widget's API share one origin.
 */
export async function registerWidgetAssets(app: FastifyInstance): Promise<void> {
  app.get('/widget.js', { schema: { hide: true } }, async (_request, reply) => {
    // Any site may load it, built or not: the answer is the same kind of resource either way.
    void reply
      .type('application/javascript; charset=utf-8')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('access-control-allow-origin', '*');
    let script: Buffer;
    try {
      script = await readFile(WIDGET_FILE);
    } catch {
      return reply.status(404).send('/* The widget is not built: run npm run build. */');
    }
    return reply.header('cache-control', 'public, max-age=300').send(script);
  });

  const previewQuery = z.object({
    botId: z.uuid({ error: 'botId must be a bot id' }),
    /** Test Deployment's signed token (checked when a chat starts): its chats count as tests. */
    test: z
      .string()
      .regex(/^[\w.-]{1,200}$/, { error: 'test must be a test token' })
      .optional(),
  });
  app.get(
    '/widget-preview',
    { schema: { hide: true, querystring: previewQuery } },
    async (request, reply) => {
      const { botId, test } = request.query as z.infer<typeof previewQuery>;
      const testToken = test ? `, testToken: ${JSON.stringify(test)}` : '';
      const nonce = randomBytes(16).toString('base64');
      const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(PRODUCT_NAME)} widget preview</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;margin:0;padding:48px;background:#f8fafc;color:#0f172a}main{max-width:640px}code{background:#e2e8f0;padding:2px 6px;border-radius:4px}</style>
</head><body><main>
<h1>Widget preview</h1>
<p>This page embeds your chat widget exactly as your website will. Open it with the button in the corner and ask a question.</p>
<p>Bot id: <code>${escapeHtml(botId)}</code></p>
</main>
<script nonce="${nonce}">window.ConciergeWidget = { botId: ${JSON.stringify(botId)}${testToken} };</script>
<script async src="/widget.js"></script>
</body></html>`;
      return reply
        .type('text/html; charset=utf-8')
        .header(
          'content-security-policy',
          `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'`,
        )
        .send(page);
    },
  );
}
