/** Shown before the catalogs are loaded, so it carries no text of its own. */
export function Splash() {
  return (
    <div className="splash" aria-busy="true" data-testid="splash">
      <span className="ui-spinner" aria-hidden="true" />
    </div>
  );
}
