/**
 * Where the build writes each page's chunks to preload (scripts/vite/routePreloads.ts),
 * inside the client's build folder, and where the server reads them (client.ts).
 */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';
