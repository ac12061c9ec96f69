// `npm start`: builds the shop (scripts/buildShop.mjs) when the build is missing or older than its sources, then starts the
// reference server (which serves the API and the built SPA) on the embedded database.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_VIEW_FOLDER, buildShop } from './buildShop.mjs';

const root = new URL('..', import.meta.url).pathname;
// The build writes its first views after the SPA: without them it is missing or was cut short.
const builtIndex = join(root, 'dist', FIRST_VIEW_FOLDER, 'page.html');

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

function buildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'scripts/buildShop.mjs', 'scripts/precompress.mjs'].map((name) => join(root, name));
  const newestSource = Math.max(...sources.filter(existsSync).map(newestChange));
  return newestSource > statSync(builtIndex).mtimeMs;
}

if (buildIsStale()) {
  console.log('Building the shop…');
  await buildShop(root);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.kill(signal));
server.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
