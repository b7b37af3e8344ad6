// Runs before first paint: applies the stored theme (localStorage, else cookie, else system preference)
// so a dark-theme visitor never sees a light flash. Keep in step with src/lib/theme.ts.
(function () {
  var name = 'suerte_theme';
  var theme = null;
  try {
    theme = window.localStorage.getItem(name);
  } catch (e) {
    theme = null;
  }
  if (theme !== 'light' && theme !== 'dark') {
    var match = document.cookie.match(/(?:^|;\s*)suerte_theme=(light|dark)/);
    theme = match ? match[1] : null;
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  var root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
})();
