/** A route of the build (next-private.mjs `builtRoutes`). */
export type BuiltRoute = { page: string; regex: RegExp; params: { group: string; name: string }[] };
/** `(url) => { route, path }`: the route pattern of a request and its path with capability parameters masked. */
export declare function routeLabeler(routes: BuiltRoute[] | null): (url?: string) => { route: string; path: string };
