import type { FastifyInstance } from 'fastify';

/** Answers counted since this app started: the operator's error rate. Per app, not global. */
export interface RequestStats {
  responses: number;
  serverErrors: number;
}

/** Counts every answer of `app` (register it before the routes, so it sees all of them). */
export function registerRequestStats(app: FastifyInstance): RequestStats {
  const stats: RequestStats = { responses: 0, serverErrors: 0 };
  app.addHook('onResponse', async (_request, reply) => {
    stats.responses += 1;
    if (reply.statusCode >= 500) stats.serverErrors += 1;
  });
  return stats;
}

/** Percent of answers that were 5xx, one decimal; 0 before the first answer. */
export function errorRate(stats: RequestStats): number {
  if (stats.responses === 0) return 0;
  return Math.round((stats.serverErrors / stats.responses) * 1000) / 10;
}
