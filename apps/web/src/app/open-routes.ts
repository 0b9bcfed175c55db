/**
 * Screens of the route table whose feature is not built yet: the flashing service opens them. Until then no menu, banner or link leads to them (issue 12); the route
 * table marks the same paths (routes.test.ts checks the two agree).
 */
export const NOT_OPEN_PATHS: ReadonlySet<string> = new Set(['/activity/service', '/activity/apply-service']);

/** Whether a console link (`/path?query`) leads to a screen that is open. */
export function isOpenPath(to: string): boolean {
  const path = to.split(/[?#]/)[0] ?? to;
  return !NOT_OPEN_PATHS.has(path);
}
