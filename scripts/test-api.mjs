// Runs the API suite on the embedded PGlite, then once more on PostgreSQL when TEST_DATABASE_URL
// names a server (CI starts one), so both databases are held to the same behaviour.
import { spawnSync } from 'node:child_process';

function run(label, extraEnv) {
  console.log(`\n▶ API tests on ${label}`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'api'], {
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('PGlite (embedded)', { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) run('PostgreSQL (TEST_DATABASE_URL)', { TEST_DB: 'postgres' });
else console.log('\nTEST_DATABASE_URL is not set: skipping the PostgreSQL run of the API tests.');
