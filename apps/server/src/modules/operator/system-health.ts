import { statfs } from 'node:fs/promises';
import os from 'node:os';
import type { SystemHealth } from '@concierge/shared';
import type { AppContext } from '../../platform/context.js';
import { errorRate, type RequestStats } from '../../platform/request-stats.js';
import { databaseRoundTrip, jobCounts } from './stats-queries.js';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** This process, its machine and its database, measured now. */
export async function measureSystemHealth(
  ctx: AppContext,
  requestStats: RequestStats,
): Promise<SystemHealth> {
  const [responseTime, queue, diskUsage] = await Promise.all([
    databaseRoundTrip(ctx.db),
    jobCounts(ctx.db),
    diskUsageOf(ctx.config.dataDir),
  ]);
  return {
    uptime: Math.floor(process.uptime()),
    responseTime,
    errorRate: errorRate(requestStats),
    cpuUsage: oneDecimal(Math.min(100, ((os.loadavg()[0] ?? 0) / os.cpus().length) * 100)),
    memoryUsage: oneDecimal((1 - os.freemem() / os.totalmem()) * 100),
    diskUsage,
    database: ctx.config.databaseUrl ? 'PostgreSQL' : 'PGlite',
    queuedJobs: queue.queued,
    failedJobs24h: queue.failed24h,
  };
}

/** Percent used of the disk holding `directory` (the data directory, else the working one). */
async function diskUsageOf(directory: string): Promise<number | null> {
  for (const candidate of [directory, process.cwd()]) {
    try {
      const disk = await statfs(candidate);
      if (disk.blocks === 0) return null;
      return oneDecimal((1 - disk.bavail / disk.blocks) * 100);
    } catch {
      // The data directory may not exist yet; the working directory is on a disk too.
    }
  }
  return null;
}
