/** The unit test files under `root` that reach the database (paths relative to `root`). */
export function databaseTestFiles(root: string, dir?: string): string[];
