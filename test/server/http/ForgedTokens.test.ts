/**
 * DESIGN §5 invariant 1 against forged tokens: every route of one user's data (a `{userId}` in the
 * path) and every admin and sales route answers 401, as to a visitor, to a token the server did not
 * sign as it is, and changes nothing. The routes are read from the OpenAPI document, so a new
 * route is held to this as soon as it exists.
 */
import { readdir } from 'node:fs/promises';
import { type SQL, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  describeExchange,
  type Fixtures,
  type Operation,
  privilegedOperations,
  requestFor,
  responseProblems,
  startApiSurface,
  userIdOperations,
} from '../support/apiSurface';
import { forgedTokens, signedToken, withEditedClaims } from '../support/forgedTokens';
import type { TestServer } from '../support/testServer';

async function rowsOf<T>(server: TestServer, query: SQL): Promise<T[]> {
  return ((await server.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every row of every table, and every file of the data directory (uploads, outbox): what a refused request must leave as it was. */
async function stateOf(server: TestServer): Promise<{ rows: Record<string, string[]>; files: string[] }> {
  const tables = await rowsOf<{ name: string }>(
    server,
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const rows: Record<string, string[]> = {};
  for (const { name } of tables) {
    rows[name] = (await rowsOf<{ row: string }>(server, sql`SELECT row_to_json(t)::text AS row FROM ${sql.identifier(name)} t`)).map(({ row }) => row).sort();
  }
  return { rows, files: (await readdir(server.dataDir, { recursive: true })).sort() };
}

describe('forged tokens on every guarded route', () => {
  let server: TestServer;
  let fixtures: Fixtures;
  let operations: Operation[];

  beforeAll(async () => {
    ({ server, fixtures, operations } = await startApiSurface());
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Sends each forgery to each route, for `subject`'s data; answers what was not a 401 `{ message, code }`. */
  async function refusalFailures(routes: Operation[], subject: Account, victim: Account): Promise<string[]> {
    const forgeries = await forgedTokens(fixtures, victim, server.clock.now);
    const failures: string[] = [];
    for (const operation of routes) {
      for (const { forgery, token } of forgeries) {
        const request = requestFor(operation, fixtures, subject, token);
        const response = await server.app.inject({ ...request, method: request.method as InjectOptions['method'] });
        const problems = responseProblems(response, request.method);
        if (response.statusCode !== 401) problems.unshift(`status ${response.statusCode}, not 401`);
        else if ((response.json() as { code: string }).code !== 'unauthenticated') problems.push(`code ${response.body}, not unauthenticated`);
        if (problems.length) failures.push(`${forgery}: ${problems.join('; ')}\n${describeExchange(request, response)}`);
      }
    }
    return failures;
  }

  it('forges tokens that differ from a genuine one only in what was forged', async () => {
    const now = server.clock.now;
    // The admin's claims signed with the server's secret are the admin's token; unedited claims are the token itself.
    expect(await server.tokens.verify(await signedToken(decodeJwt(fixtures.admin.token)), now)).toMatchObject({ userId: fixtures.admin.id, role: 'Admin' });
    expect(withEditedClaims(fixtures.customer.token, {})).toBe(fixtures.customer.token);
    // The state compared before and after holds the rows the forged requests aim at.
    expect((await stateOf(server)).rows.users).toContainEqual(expect.stringContaining(fixtures.bystander.email));
    const forgeries = await forgedTokens(fixtures, fixtures.bystander, now);
    expect(forgeries.map(({ token }) => decodeJwt(token))).toEqual([
      expect.objectContaining({ sub: String(fixtures.admin.id), role: 'Admin' }),
      expect.objectContaining({ sub: String(fixtures.admin.id), role: 'Admin' }),
      expect.objectContaining({ sub: String(fixtures.admin.id), role: 'Admin', exp: Math.floor(now.getTime() / 1000) - 60 }),
      expect.objectContaining({ sub: String(fixtures.customer.id), role: 'Admin' }),
      expect.objectContaining({ sub: String(fixtures.bystander.id), role: 'User' }),
    ]);
  });

  it('answers 401 on every {userId} route to each forgery, for another user’s data, and changes nothing', async () => {
    const routes = userIdOperations(operations);
    expect(routes.length).toBeGreaterThan(0);
    const before = await stateOf(server);
    const failures = await refusalFailures(routes, fixtures.bystander, fixtures.bystander);
    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(await stateOf(server)).toEqual(before);
  });

  it('answers 401 on every admin and sales route to each forgery, and changes nothing', async () => {
    const routes = privilegedOperations(operations);
    expect(routes.length).toBeGreaterThan(0);
    const before = await stateOf(server);
    const failures = await refusalFailures(routes, fixtures.customer, fixtures.admin);
    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(await stateOf(server)).toEqual(before);
  });
});
