// Compiles the reference server once to JavaScript, as the build does the SPA: server/main.ts and
// what it imports from server/ and src/ become one module, dist-server/main.js, which `npm start`
// runs with plain Node instead of compiling TypeScript on every start.
import { cpSync, rmSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'rolldown';

/** Beside server/, so the bundle's relative paths (`../dist`, the SPA's build) name the same folders. */
export const SERVER_BUILD_FOLDER = 'dist-server';

/**
 * Folders the server reads at run time relative to its own module (server/adapters/db/Database.ts:
 * `./migrations`, `./routines`): copied beside the bundle, where the same relative URLs land.
 */
const RUN_TIME_FOLDERS = ['server/adapters/db/migrations', 'server/adapters/db/routines'];

/** The sources of the bundle, for `npm start` to tell whether it is stale. */
export const SERVER_SOURCES = ['server', 'src', 'tsconfig.json', 'package-lock.json', 'scripts/buildServer.mjs'];

/**
 * Packages stay imports resolved by Node at run time: sharp and PGlite load native and WebAssembly
 * files from beside their own modules, which a bundle would leave behind. The shop's own names
 * (`@tiara/…`, tsconfig.json's paths, which rolldown reads) are sources, bundled like the rest.
 */
const isPackage = (id) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0') && !id.startsWith('@tiara/');

export async function buildServer(root = new URL('..', import.meta.url).pathname) {
  const outDir = join(root, SERVER_BUILD_FOLDER);
  rmSync(outDir, { recursive: true, force: true });
  for (const folder of RUN_TIME_FOLDERS) cpSync(join(root, folder), join(outDir, folder.split('/').at(-1)), { recursive: true });
  await build({
    input: join(root, 'server/main.ts'),
    cwd: root,
    platform: 'node',
    external: isPackage,
    logLevel: 'warn',
    output: { dir: outDir, format: 'esm', entryFileNames: 'main.js', sourcemap: true, codeSplitting: false },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
