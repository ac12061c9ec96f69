import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate, buildPostgresTemplate } from './databaseTemplate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/** Builds the migrated database template once for the whole run (see databaseTemplate.ts). */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    await buildPostgresTemplate(process.env.TEST_DATABASE_URL);
    project.provide('pgliteTemplate', '');
    return undefined;
  }
  const dir = await mkdtemp(join(tmpdir(), 'tiara-template-'));
  const file = join(dir, 'template.tar');
  await buildPgliteTemplate(file);
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
