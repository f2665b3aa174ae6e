export declare const SERVER_NODE_FLAGS: readonly string[];
export declare const SERVER_ENV: Readonly<Record<string, string>>;
export declare const HEAP_GROWING_PERCENT: number;
/** Sets V8's heap growth step unless the process was started with its own; true when it did. */
export declare function applyHeapGrowth(options?: {
  execArgv?: readonly string[];
  setFlags?: (flags: string) => void;
}): boolean;
