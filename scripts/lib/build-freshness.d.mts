// Types for build-freshness.mjs, so the TypeScript scripts (bench, lighthouse) can import it.
import type { SpawnOptions, StdioOptions } from "node:child_process";

export const BUILD_INPUTS: readonly string[];
export function buildStaleReason(root?: string): string | null;
export function run(command: string, args: string[], options?: SpawnOptions): Promise<void>;
export function buildIfNeeded(options?: {
  root?: string;
  log?: (message: string) => void;
  env?: NodeJS.ProcessEnv;
  stdio?: StdioOptions;
}): Promise<boolean>;
export function seed(options?: {
  root?: string;
  env?: NodeJS.ProcessEnv;
  args?: string[];
  log?: (message: string) => void;
  stdio?: StdioOptions;
}): Promise<void>;
export function nextEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
