/**
 * A full reload of home. Used after a region switch so no state of the previous merchant survives in
 * memory (queries, stores, open sockets).
 */
export function reloadHome(): void {
  window.location.assign('/');
}
