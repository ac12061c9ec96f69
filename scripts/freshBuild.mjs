// Builds the shop (scripts/buildShop.mjs) and the server (scripts/buildServer.mjs) when a build is
// missing or older than its sources: what `npm start` and `npm run soak` run before starting servers.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_VIEW_FOLDER, buildShop } from './buildShop.mjs';
import { SERVER_BUILD_FOLDER, SERVER_SOURCES, buildServer } from './buildServer.mjs';

const SHOP_SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'scripts/buildShop.mjs', 'scripts/firstViewFixture.json', 'scripts/precompress.mjs'];

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

function isStale(root, built, sources) {
  if (!existsSync(built)) return true;
  const newestSource = Math.max(...sources.map((name) => join(root, name)).filter(existsSync).map(newestChange));
  return newestSource > statSync(built).mtimeMs;
}

/** Answers the compiled server's file, once both builds are as new as their sources. */
export async function buildWhenStale(root = new URL('..', import.meta.url).pathname) {
  // The build writes its first views after the SPA: without them it is missing or was cut short.
  const builtIndex = join(root, 'dist', FIRST_VIEW_FOLDER, 'page.html');
  // The build writes the bundle last, after the folders it reads at run time.
  const builtServer = join(root, SERVER_BUILD_FOLDER, 'main.js');
  if (isStale(root, builtIndex, SHOP_SOURCES)) {
    console.log('Building the shop…');
    await buildShop(root);
  }
  if (isStale(root, builtServer, SERVER_SOURCES)) {
    console.log('Building the server…');
    await buildServer(root);
  }
  return builtServer;
}
