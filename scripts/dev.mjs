// `npm run dev`: the reference server on PORT (8080) and the Vite dev server with an /api proxy to it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', join(root, 'server/main.ts')], { cwd: root, stdio: 'inherit', env: process.env }),
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js')], { cwd: root, stdio: 'inherit', env: process.env }),
];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, stopAll);
for (const child of children) child.once('exit', stopAll);
