// The embedded database's own thread (a worker_threads worker started by lib/db/pglite-thread-client.ts).
// PGlite is PostgreSQL compiled to WebAssembly: every statement runs on the thread that calls it. In
// the server's thread a cart change spent about half its CPU inside PGlite, so under load requests
// queued behind the database's work on one core while the second stood idle. Here the database works
// on its own thread and the server's thread only posts statements and reads answers.
//
// Plain JavaScript outside the Next build, loaded by path (the standalone output lists it in
// next.config.ts). Messages in: {id, op, ...}; out: {id, ok} or {id, error}, {ready}, {notify}.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

const { dataDir, startParams } = workerData;
const db = new PGlite(dataDir, { startParams: [...PGlite.defaultStartParams, ...startParams] });

/** Open transactions by id: the PGlite transaction and how to end it. */
const transactions = new Map();
/** LISTEN subscriptions by id: the function that ends each. */
const listeners = new Map();
let nextId = 1;

/** A PostgreSQL error's fields (code, detail, constraint...) survive the thread boundary only as data. */
function errorData(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const data = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) data[key] = value;
  }
  return data;
}

/**
 * The types drizzle asks to keep as PostgreSQL's text (its identity parsers: dates, timestamps,
 * intervals and their arrays), on every statement it sends.
 */
const DRIZZLE_TEXT_TYPES = [1082, 1114, 1115, 1182, 1184, 1185, 1186, 1187, 1231];
const keepText = (value) => value;
/** PGlite's own parsers of those types, for the statements that do not ask for text (pg-boss's). */
const stockParsers = {};

/**
 * Makes drizzle's text types the instance's own parsers, once it is ready. PGlite copies its whole
 * parser table (~370 entries: one per array type) into a new object for every statement that
 * brings parsers of its own: 0.15-0.35 ms a statement on this thread, where a small statement's own
 * work is ~0.1 ms. So drizzle's statements bring none, and only the others bring the difference.
 */
function keepDrizzleTypesAsText() {
  for (const type of DRIZZLE_TEXT_TYPES) {
    if (db.parsers[type]) stockParsers[type] = db.parsers[type];
    db.parsers[type] = keepText;
  }
}

/**
 * Query options as the other thread sends them: functions cannot cross, so `rawTypes` names the type
 * ids whose values stay as PostgreSQL's text (what drizzle's identity parsers ask for). Parsers go
 * with a statement only where what it asks differs from the instance's own (keepDrizzleTypesAsText).
 */
function queryOptions(options) {
  const { rawTypes = [], ...rest } = options ?? {};
  const differing = {};
  for (const type of rawTypes) if (!DRIZZLE_TEXT_TYPES.includes(type)) differing[type] = keepText;
  for (const [type, parser] of Object.entries(stockParsers))
    if (!rawTypes.includes(Number(type))) differing[type] = parser;
  if (Object.keys(differing).length > 0) return { ...rest, parsers: differing };
  return options ? rest : undefined;
}

/** The session a statement runs on: the transaction it names, or the database (which waits for any open one). */
function target(tx) {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

const ROLLBACK = Symbol("rollback");

const operations = {
  query: ({ sql, params, options, tx }) => target(tx).query(sql, params, queryOptions(options)),
  exec: ({ sql, options, tx }) => target(tx).exec(sql, queryOptions(options)),
  /** Opens a transaction and answers with its id; it stays open until `end`. */
  begin: () =>
    new Promise((answer, refuse) => {
      const id = nextId++;
      let begun = false;
      db.transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            begun = true;
            transactions.set(id, { tx, end: (ok) => (ok ? commit() : rollback(ROLLBACK)) });
            answer(id);
          }),
      )
        .catch((error) => {
          if (!begun) refuse(error);
          else if (error !== ROLLBACK) transactions.get(id)?.failed?.(error);
        })
        .finally(() => {
          const open = transactions.get(id);
          transactions.delete(id);
          open?.settled?.();
        });
    }),
  /** Commits (or rolls back) a transaction; answers once PGlite has settled it, with its error if the commit failed. */
  end: ({ tx, commit }) =>
    new Promise((answer, refuse) => {
      const open = transactions.get(tx);
      if (!open) return refuse(new Error(`transaction ${tx} is not open`));
      open.settled = answer;
      open.failed = refuse;
      open.end(commit);
    }),
  listen: async ({ channel }) => {
    const id = nextId++;
    listeners.set(id, await db.listen(channel, (payload) => parentPort.postMessage({ notify: id, payload })));
    return id;
  },
  unlisten: async ({ listener }) => {
    await listeners.get(listener)?.();
    listeners.delete(listener);
    return null;
  },
  close: async () => {
    await db.close();
    return null;
  },
};

parentPort.on("message", async (message) => {
  try {
    const ok = await operations[message.op](message);
    parentPort.postMessage({ id: message.id, ok });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: errorData(error) });
  }
});

db.waitReady.then(
  () => {
    keepDrizzleTypesAsText();
    parentPort.postMessage({ ready: true });
  },
  (error) => parentPort.postMessage({ ready: false, error: errorData(error) }),
);
