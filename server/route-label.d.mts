export type RoutesManifest = {
  staticRoutes?: { page: string; regex: string; namedRegex?: string; routeKeys?: Record<string, string> }[];
  dynamicRoutes?: { page: string; regex: string; namedRegex?: string; routeKeys?: Record<string, string> }[];
};
/** The build's routes manifest, or null without a build. */
export declare function loadRoutesManifest(distDir: string): RoutesManifest | null;
/** `(url) => { route, path }`: the route pattern of a request and its path with capability parameters masked. */
export declare function routeLabeler(manifest: RoutesManifest | null): (url?: string) => { route: string; path: string };
