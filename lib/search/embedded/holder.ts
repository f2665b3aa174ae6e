import { SearchUnavailableError } from "../errors";
import { logger } from "@/lib/log/logger";

export type HolderOptions<T> = {
  /** Reads the catalogue version (cheap: one small query). */
  version: () => Promise<string>;
  /** Builds the index for the version just read. */
  build: (version: string) => Promise<T>;
  versionOf: (index: T) => string;
  /** Minimum time between version checks; 0 checks on every call. */
  refreshMs: number;
  label: string;
};

/**
 * Keeps one index current without ever making a request wait for a rebuild, except the very
 * first. Concurrent first calls share one build. Afterwards, at most every `refreshMs`, a call
 * starts a background version check; a changed version is rebuilt in the background and
 * swapped in atomically (one reference assignment), so requests see the old index or the new
 * one, never a half-built one. A failed rebuild keeps the old index and is retried later.
 */
export class IndexHolder<T> {
  private current: T | null = null;
  private first: Promise<T> | null = null;
  private pending: Promise<void> | null = null;
  private lastCheck = 0;

  constructor(private readonly options: HolderOptions<T>) {}

  async get(): Promise<T> {
    if (!this.current) return (this.first ??= this.buildFirst());
    if (Date.now() - this.lastCheck >= this.options.refreshMs) void this.refresh();
    return this.current;
  }

  /** Checks the version now and rebuilds if it changed (or if `force`); resolves when done. */
  refresh(force = false): Promise<void> {
    if (this.pending && !force) return this.pending;
    // A forced refresh queues behind a running check rather than racing it.
    const run: Promise<void> = (this.pending ?? Promise.resolve())
      .then(() => this.check(force))
      .finally(() => {
        if (this.pending === run) this.pending = null;
      });
    this.pending = run;
    return run;
  }

  private async buildFirst(): Promise<T> {
    try {
      this.lastCheck = Date.now();
      const index = await this.options.build(await this.options.version());
      this.current = index;
      return index;
    } catch (error) {
      this.first = null;
      throw new SearchUnavailableError(`search index ${this.options.label} could not be built`, { cause: error });
    }
  }

  private async check(force: boolean): Promise<void> {
    this.lastCheck = Date.now();
    if (!this.current) {
      await this.get();
      return;
    }
    try {
      const version = await this.options.version();
      if (!force && version === this.options.versionOf(this.current)) return;
      this.current = await this.options.build(version);
    } catch (error) {
      logger.error({ err: error }, `[search] rebuilding ${this.options.label} failed; serving the previous index`);
    }
  }
}
