export declare const DEFAULT_HEAP_MB: number;
export declare function missingHeapFlags(env?: Record<string, string | undefined>, execArgv?: string[]): string[];
export declare function applyHeapFlags(): void;
