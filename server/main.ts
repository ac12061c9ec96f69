/**
 * Composition root of the reference server: settings, database (PGlite in DATA_DIR, or PostgreSQL
 * with DATABASE_URL), demo data on first start, the HTTP app with the built SPA, graceful shutdown.
 */
import { fileURLToPath } from 'node:url';
import { PasswordHasher } from './adapters/auth/PasswordHasher';
import { TokenService } from './adapters/auth/TokenService';
import { openDatabase } from './adapters/db/Database';
import { readConfig } from './config';
import { buildApp, loggerOptions } from './http/buildApp';
import { seedDemoData } from './seed/seedDemoData';

const config = readConfig();
const database = await openDatabase(config.database);
const passwords = new PasswordHasher();
const demo = await seedDemoData(database.db, passwords, { adminEmail: config.adminEmail, adminPassword: config.adminPassword });

const app = await buildApp(
  { db: database.db, tokens: new TokenService(config.jwtSecret), passwords, now: () => new Date() },
  { staticDir: fileURLToPath(new URL('../dist', import.meta.url)), logger: loggerOptions },
);

let closing = false;
async function shutDown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutDown('SIGINT'));
process.once('SIGTERM', () => void shutDown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const url = `http://${config.host}:${port}/`;
const where = database.kind === 'pglite' ? `embedded PGlite in ${config.database.kind === 'pglite' ? config.database.dataDir : ''}` : 'PostgreSQL (DATABASE_URL)';
console.log(
  [
    '',
    `Tiara is running at ${url}`,
    `  API documentation: ${url}api/docs`,
    `  Database: ${where}`,
    '  Demo accounts:',
    ...demo.accounts.map((account) => `    ${account.role.padEnd(6)} ${account.email} / ${account.password}`),
    '',
  ].join('\n'),
);
