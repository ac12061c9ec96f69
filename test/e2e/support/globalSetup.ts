import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSpecContractBackend } from '../../contract/SpecContractBackend';
import { freePort } from '../../support/freePort';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: its mail outbox (`<dataDir>/outbox`) is where journeys read the e-mails sent. */
    dataDir: string;
    /** The SPEC §7 stand-in backend (test/contract) serving the same built SPA. */
    contractBaseUrl: string;
  }
}

const repo = resolve(import.meta.dirname, '../../..');

/** Starts the shop exactly as a newcomer does (`npm start`), on a free port, and waits for its URL. */
function startShop(port: number, dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolveStart, reject) => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: repo,
      // The journeys sign the same demo staff in many times a minute from one address; the limits
      // themselves are tested in the server suite.
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '20' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The shop did not start within 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveStart({ child, url: match[1] });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The shop exited with ${code} before it started:\n${output}`));
    });
  });
}

export default async function setup(project: TestProject) {
  // A new embedded database per run: the journeys start from the demo data, as a newcomer does.
  const dataDir = mkdtempSync(join(tmpdir(), 'tiara-e2e-'));
  const { child, url } = await startShop(await freePort(), dataDir);
  // Started after the shop, whose start has built dist/ when the sources were newer.
  const contract = await startSpecContractBackend({ distDir: join(repo, 'dist') });
  project.provide('baseUrl', url);
  project.provide('dataDir', dataDir);
  project.provide('contractBaseUrl', contract.url);
  return async () => {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await Promise.all([exited, contract.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
