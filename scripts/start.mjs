// `npm start`: builds the shop (scripts/buildShop.mjs) and the server (scripts/buildServer.mjs) when
// a build is missing or older than its sources, then starts the compiled server (which serves the
// API and the built SPA) on the embedded database.
import { spawn } from 'node:child_process';
import { buildWhenStale } from './freshBuild.mjs';

const root = new URL('..', import.meta.url).pathname;
const builtServer = await buildWhenStale(root);

// Stack traces name the TypeScript sources (the bundle's source map).
const server = spawn(process.execPath, ['--enable-source-maps', builtServer], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.kill(signal));
server.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
