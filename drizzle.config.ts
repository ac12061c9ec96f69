import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/adapters/db/schema.ts',
  out: './server/adapters/db/migrations',
});
