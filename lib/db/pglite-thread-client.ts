import "server-only";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";

/**
 * PGlite on a thread of its own (lib/db/pglite-thread.mjs), seen from the server's thread as the
 * part of PGlite's interface the store uses: `query`, `exec`, `transaction`, `listen` and `close`
 * (drizzle's PGlite driver and pg-boss's PGlite adapter call nothing else).
 *
 * Why: PGlite runs PostgreSQL's work on the thread that calls it. A cart change spent about half of
 * its CPU inside PGlite, all of it on the thread that also parses requests and renders pages, so at
 * 50 shoppers changing carts the server's one thread was the queue while the second core idled. With
 * the database on its own thread the two run side by side; each statement costs one message each way
 * (tens of microseconds).
 *
 * Semantics are PGlite's own: one session, a statement outside a transaction waits for an open one,
 * a transaction's statements go through the `tx` it hands out, and a failed callback rolls back.
 * Query options cross as data: the only functions the store passes are drizzle's identity parsers
 * (timestamps and dates kept as PostgreSQL's text), sent as the list of their type ids. A
 * PostgreSQL error keeps its fields (code, detail, constraint...), which the cart engine reads.
 */
const WORKER_FILE = path.join(/*turbopackIgnore: true*/ process.cwd(), "lib/db/pglite-thread.mjs");

type Answer = { id: number; ok?: unknown; error?: ErrorData };
type ErrorData = { name?: string; message: string; stack?: string } & Record<string, unknown>;
type Operation = { op: "query" | "exec" | "begin" | "end" | "listen" | "unlisten" | "close" } & Record<string, unknown>;

/** The store passes identity parsers only (drizzle's); anything else cannot cross a thread and is refused. */
function portable(options: QueryOptions | undefined) {
  if (!options) return undefined;
  const { parsers, serializers, onNotice, blob, ...rest } = options;
  if (serializers || onNotice || blob)
    throw new Error("PGlite on its own thread takes no serializers, onNotice or blob");
  const rawTypes = parsers ? Object.keys(parsers).map(Number) : [];
  for (const type of rawTypes) {
    if (parsers![type]!("2026-01-01 00:00:00") !== "2026-01-01 00:00:00")
      throw new Error(`the parser of type ${type} does more than keep the text`);
  }
  return { ...rest, rawTypes };
}

function rebuild(data: ErrorData): Error {
  const { name, message, stack, ...fields } = data;
  const error = Object.assign(new Error(message), fields);
  if (name) error.name = name;
  if (stack) error.stack = `${error.stack}\n    in the database thread: ${stack}`;
  return error;
}

export class PGliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #nextId = 1;
  #broken: Error | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
    // The thread keeps the process alive only while a statement is in flight.
    worker.unref();
    worker.on("message", (message: Answer | { notify: number; payload: string }) => {
      if ("notify" in message) return this.#listeners.get(message.notify)?.(message.payload);
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      if (this.#pending.size === 0) worker.unref();
      if (message.error) pending.reject(rebuild(message.error));
      else pending.resolve(message.ok);
    });
    const fail = (error: Error) => {
      this.#broken = error;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`the database thread exited (code ${code})`)));
  }

  /** Starts the thread and resolves once PGlite in it is ready (migrations are the caller's). */
  static open(dataDir: string | undefined, startParams: string[]): Promise<PGliteThread> {
    const worker = new Worker(WORKER_FILE, { workerData: { dataDir, startParams } });
    return new Promise((resolve, reject) => {
      const onReady = (message: { ready?: boolean; error?: ErrorData }) => {
        if (message.ready === undefined) return;
        worker.off("message", onReady);
        worker.off("error", reject);
        if (message.ready) resolve(new PGliteThread(worker));
        else void worker.terminate().finally(() => reject(rebuild(message.error!)));
      };
      worker.on("message", onReady);
      worker.once("error", reject);
    });
  }

  #call<T>(operation: Operation): Promise<T> {
    if (this.#broken) return Promise.reject(this.#broken);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...operation, id });
    });
  }

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    return this.#call({ op: "query", sql, params, options: portable(options), tx });
  }

  async exec(sql: string, options?: QueryOptions, tx?: number): Promise<Results[]> {
    return this.#call({ op: "exec", sql, options: portable(options), tx });
  }

  /** Runs `callback` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.#call<number>({ op: "begin" });
    let closed = false;
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => this.query<R>(sql, params, options, id),
      exec: (sql: string, options?: QueryOptions) => this.exec(sql, options, id),
      rollback: async () => {
        closed = true;
        await this.#call({ op: "end", tx: id, commit: false });
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!closed) await this.#call({ op: "end", tx: id, commit: false }).catch(() => undefined);
      throw error;
    }
    if (!closed) await this.#call({ op: "end", tx: id, commit: true });
    return result;
  }

  /** LISTEN on `channel`; resolves with the function that stops listening. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const id = await this.#call<number>({ op: "listen", channel });
    this.#listeners.set(id, callback);
    return async () => {
      this.#listeners.delete(id);
      await this.#call({ op: "unlisten", listener: id });
    };
  }

  async close(): Promise<void> {
    try {
      await this.#call({ op: "close" });
    } finally {
      await this.#worker.terminate();
    }
  }

  /** For drizzle and pg-boss, which are typed for PGlite itself. */
  asPGlite(): PGlite {
    return this as unknown as PGlite;
  }
}
