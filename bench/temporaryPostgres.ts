import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chown, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../test/support/freePort';

const run = promisify(execFile);

/** The settings the cluster runs with beside its port and socket, as a bench row names them. */
export const POSTGRES_SETTINGS = 'max_connections=200 fsync=off synchronous_commit=off full_page_writes=off, the rest defaults';
const POSTGRES_OPTIONS = '-c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off';

export interface TemporaryPostgres {
  /** `postgres://postgres:<password>@127.0.0.1:<port>/postgres`: a superuser, for creating the soak's database. */
  readonly url: string;
  readonly version: string;
  /** Stops the cluster (fast shutdown) and removes its folder. */
  stop(): Promise<void>;
}

/** The newest PostgreSQL of Debian's packages (`/usr/lib/postgresql/<major>/bin`). */
async function postgresBin(): Promise<string> {
  const majors = (await readdir('/usr/lib/postgresql').catch(() => [] as string[])).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(a) - Number(b));
  const newest = majors.at(-1);
  if (!newest) throw new Error('No PostgreSQL found under /usr/lib/postgresql: apt-get install -y postgresql, or set DATABASE_URL (or TEST_DATABASE_URL) to a server where the soak may create a database');
  return `/usr/lib/postgresql/${newest}/bin`;
}

async function postgresUid(): Promise<{ uid: number; gid: number }> {
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: group } = await run('id', ['-g', 'postgres']);
  return { uid: Number(stdout.trim()), gid: Number(group.trim()) };
}

/**
 * A throwaway PostgreSQL cluster, as `.ci/run` starts one: initdb in a temporary folder, on a free
 * loopback port with its own socket folder, durability off (it is not under test; fsync would
 * only load the shared disk). PostgreSQL refuses to run as root, so as root it runs as `postgres`
 * (`runuser`), from inside its folder (which that user can read, unlike the checkout perhaps).
 */
export async function startTemporaryPostgres(): Promise<TemporaryPostgres> {
  const bin = await postgresBin();
  const asRoot = process.getuid?.() === 0;
  const folder = await mkdtemp(join(tmpdir(), 'tiara-soak-postgres-'));
  const owner = asRoot ? await postgresUid() : null;
  const password = randomBytes(16).toString('hex');
  const passwordFile = join(folder, 'password');
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  if (owner) {
    await chown(folder, owner.uid, owner.gid);
    await chown(passwordFile, owner.uid, owner.gid);
  }
  const asPostgres = (program: string, args: readonly string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args], { cwd: folder }) : run(join(bin, program), [...args], { cwd: folder }));
  const data = join(folder, 'data');
  const stop = async () => {
    await asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
    await rm(folder, { recursive: true, force: true });
  };
  try {
    await asPostgres('initdb', ['-D', data, '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '--auth-local=trust', '--auth-host=scram-sha-256', `--pwfile=${passwordFile}`]);
    const port = await freePort();
    const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 ${POSTGRES_OPTIONS}`;
    await asPostgres('pg_ctl', ['-D', data, '-l', join(folder, 'server.log'), '-w', '-t', '60', '-o', options, 'start']);
    const { stdout } = await run(join(bin, 'postgres'), ['--version']);
    return { url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`, version: /\(PostgreSQL\) (\S+)/.exec(stdout)?.[1] ?? stdout.trim(), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
