export declare const MIN_NODE_MAJOR: number;
export declare class StartupError extends Error {}
export declare function nodeVersionProblem(version?: string): string | null;
export declare function printableUrl(url: string): string;
export declare function checkDatabase(url: string, options?: { timeoutMs?: number }): Promise<void>;
export declare function checkRedis(url: string, options?: { timeoutMs?: number }): Promise<void>;
export declare function checkServices(
  env: Record<string, string | undefined>,
  options?: { timeoutMs?: number },
): Promise<void>;
