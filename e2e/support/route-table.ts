// The web app's own route table (apps/web/src/app/routes.tsx), read as the app defines it, so journeys that
// walk every route follow the table instead of a copy of it. Its modules read the document when they load:
// a test file using this runs in the jsdom environment (the browser under test is Chromium all the same).

/** The parts of a React Router route object the walk needs. */
export interface RouteLike {
  path?: string;
  index?: boolean;
  children?: RouteLike[];
}

// An address for the catch-all routes ("*"): a path no route names.
const UNKNOWN_SEGMENT = 'no-such-page';

function join(base: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${base.replace(/\/$/, '')}/${path}`;
}

/** A concrete address for a route path: parameters get a sample value, a catch-all an unknown segment. */
function concrete(path: string): string {
  return path
    .split('/')
    .map((segment) => (segment === '*' ? UNKNOWN_SEGMENT : segment.startsWith(':') ? 'x' : segment))
    .join('/');
}

/** Every address the table serves: each route with a path, nested paths joined, without repeats. */
export function routePaths(routes: readonly RouteLike[], base = ''): string[] {
  const paths: string[] = [];
  for (const route of routes) {
    const own = route.path === undefined ? base : join(base, route.path);
    if (route.path !== undefined || route.index) paths.push(concrete(own || '/'));
    if (route.children) paths.push(...routePaths(route.children, own));
  }
  return [...new Set(paths)];
}

/** Loads the web app's route table (a computed specifier: the e2e type check stays out of the web sources). */
export async function webRouteTable(): Promise<RouteLike[]> {
  const specifier = new URL('../../apps/web/src/app/routes.tsx', import.meta.url).pathname;
  const module = (await import(/* @vite-ignore */ specifier)) as { appRoutes: RouteLike[] };
  return module.appRoutes;
}
