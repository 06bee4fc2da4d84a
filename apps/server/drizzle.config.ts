import { defineConfig } from 'drizzle-kit';

// Generates migrations only; they are applied at start by the server (src/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
