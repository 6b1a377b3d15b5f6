import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './error-handler.js';

export const WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Serves the built React app. Unknown non-API GETs answer index.html, so the SPA's router owns
 * every page path; unknown API paths keep the JSON envelope.
 */
export async function registerWebApp(app: FastifyInstance, distDir = WEB_DIST_DIR): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`web app build not found at ${distDir}; only the API is served`);
    app.setNotFoundHandler(sendNotFound);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      // Vite fingerprints everything under assets/, so it can be cached for good.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api';
    if (!isPage) return sendNotFound(request, reply);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
