// `npm start`: builds the shop (scripts/buildShop.mjs) and the server (scripts/buildServer.mjs) when
// a build is missing or older than its sources, then starts the compiled server (which serves the
// API and the built SPA) on the embedded database.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_VIEW_FOLDER, buildShop } from './buildShop.mjs';
import { SERVER_BUILD_FOLDER, SERVER_SOURCES, buildServer } from './buildServer.mjs';

const root = new URL('..', import.meta.url).pathname;
// The build writes its first views after the SPA: without them it is missing or was cut short.
const builtIndex = join(root, 'dist', FIRST_VIEW_FOLDER, 'page.html');
// The build writes the bundle last, after the folders it reads at run time.
const builtServer = join(root, SERVER_BUILD_FOLDER, 'main.js');

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

function isStale(built, sources) {
  if (!existsSync(built)) return true;
  const newestSource = Math.max(...sources.map((name) => join(root, name)).filter(existsSync).map(newestChange));
  return newestSource > statSync(built).mtimeMs;
}

if (isStale(builtIndex, ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'scripts/buildShop.mjs', 'scripts/precompress.mjs'])) {
  console.log('Building the shop…');
  await buildShop(root);
}
if (isStale(builtServer, SERVER_SOURCES)) {
  console.log('Building the server…');
  await buildServer(root);
}

// Stack traces name the TypeScript sources (the bundle's source map).
const server = spawn(process.execPath, ['--enable-source-maps', builtServer], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.kill(signal));
server.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
