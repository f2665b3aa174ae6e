/**
 * Seeds the embedded store's database.
 *
 *   npx tsx --conditions=react-server scripts/seed.ts [--products N] [--force] [--dir PATH]
 *
 * --products  catalogue size (default 600, up to 100,000)
 * --force     rebuild even when the database already holds this seed, or replace products
 *             that no seed wrote (another seed, e.g. another product count, is always replaced)
 * --dir       PGlite data directory (default PGLITE_DIR from lib/env.ts); DATABASE_URL, when
 *             set, selects PostgreSQL instead and wins over --dir.
 *
 * The react-server condition lets lib/db/client.ts import "server-only" outside Next.
 */
import { parseArgs } from "node:util";
import { openDb } from "@/lib/db/client";
import { MAX_SEED_PRODUCTS, seedDatabase } from "@/lib/db/seed";
import { serverEnv } from "@/lib/env";

function options() {
  const { values } = parseArgs({
    options: {
      products: { type: "string", default: "600" },
      force: { type: "boolean", default: false },
      dir: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log("Usage: npm run seed -- [--products N] [--force] [--dir PATH]");
    process.exit(0);
  }
  const products = Number(values.products);
  if (!Number.isInteger(products) || products < 1 || products > MAX_SEED_PRODUCTS) {
    console.error(`--products must be an integer from 1 to ${MAX_SEED_PRODUCTS}, got "${values.products}"`);
    process.exit(2);
  }
  return { products, force: values.force, dir: values.dir };
}

async function main() {
  const { products, force, dir } = options();
  const env = serverEnv();
  const target = env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite ${dir ?? env.PGLITE_DIR}`;
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  const handle = await openDb({ dir });
  console.log(`Opened ${target} in ${seconds()} s; seeding ${products} products${force ? " (force)" : ""}...`);
  let lastReport = 0;
  try {
    const result = await seedDatabase(handle.db, {
      products,
      force,
      onProgress: (step, done, total) => {
        if (done === total || performance.now() - lastReport > 2000) {
          lastReport = performance.now();
          console.log(`  ${step}: ${done}/${total} (${seconds()} s)`);
        }
      },
    });
    if (result.skipped) {
      console.log(`Already seeded ("${result.seed}"); nothing to do (use --force to rebuild). ${seconds()} s`);
    } else {
      const rows = Object.entries(result.rows)
        .map(([table, n]) => `${table} ${n}`)
        .join(", ");
      console.log(`Seeded "${result.seed}"${result.replaced ? ` (replacing "${result.replaced}")` : ""}: ${rows}.`);
      console.log(`Done in ${seconds()} s.`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
