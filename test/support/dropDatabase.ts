import type pg from 'pg';

/**
 * Drops a test database once the pool's sessions have gone. The pool's end() returns when it has
 * asked them to leave, not when the server has seen them go. A plain DROP waits for no one: it
 * fails with 55006 while a session (ours on its way out, or an autovacuum worker) is still there,
 * so it is retried. FORCE is no way out for a role without pg_signal_backend, as it must then
 * terminate processes it does not own, such as autovacuum's.
 */
export async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  const objectInUse = '55006';
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== objectInUse || attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
