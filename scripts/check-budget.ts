// `npm run check:budget`: the JavaScript the home page (and the slot lobby, against its own budget) really
// loads on a phone-sized first visit — every script Chromium fetches until the page has loaded and its network
// has gone quiet, by its transferred (compressed) size — must stay within the budget. Builds nothing: run
// `npm run build` first. The built app is served by the real server (so the page makes its real API calls and
// loads the chunks it really needs).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  launchChromium,
  measureFirstLoad,
  totalBytes,
  type FirstLoad,
  type FirstLoadOptions,
} from './first-load';
import { repoRoot, startServer } from './server-process';

export const BUDGET_BYTES = 170 * 1024;
/**
 * The slot lobby (/slot-games) is the second page players land on: the home budget plus 35 KB for its
 * catalogue grid (virtualiser, game cards, favourites, search and vendor filter).
 */
export const SLOT_GAMES_BUDGET_BYTES = 205 * 1024;

/** The pages measured, each against its own budget. */
export const MEASURED_PAGES: ReadonlyArray<{ path: string; budget: number }> = [
  { path: '/', budget: BUDGET_BYTES },
  { path: '/slot-games', budget: SLOT_GAMES_BUDGET_BYTES },
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export interface BudgetVerdict {
  total: number;
  withinBudget: boolean;
  report: string[];
}

/** The report and verdict for one measured first load. */
export function judgeFirstLoad(load: FirstLoad, budget = BUDGET_BYTES, origin = ''): BudgetVerdict {
  const total = totalBytes(load.firstLoad);
  const line = (s: { url: string; bytes: number }) =>
    `  ${kb(s.bytes).padStart(9)}  ${s.url.replace(origin, '')}`;
  const withinBudget = load.firstLoad.length > 0 && total <= budget;
  const report = [
    `First load: ${load.firstLoad.length} scripts`,
    ...load.firstLoad.map(line),
    ...(load.later.length ? [`Loaded after the first load (not counted):`, ...load.later.map(line)] : []),
    load.firstLoad.length === 0
      ? 'The page loaded no script: the build looks broken.'
      : `First-load JavaScript (transferred, compressed): ${kb(total)} (${total} bytes), ` +
        `${total <= budget ? 'within' : 'OVER'} the budget of ${kb(budget)}.`,
  ];
  return { total, withinBudget, report };
}

/** Measures `url` in Chromium at 390×844 and judges it against the budget. */
export async function checkFirstLoad(
  url: string,
  budget = BUDGET_BYTES,
  options: FirstLoadOptions = {},
): Promise<BudgetVerdict> {
  const browser = await launchChromium();
  try {
    const load = await measureFirstLoad(browser, url, options);
    return judgeFirstLoad(load, budget, new URL(url).origin);
  } finally {
    await browser.close();
  }
}

async function main(): Promise<number> {
  const distDir = process.env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist');
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.error(`No built web app at ${path.relative(repoRoot, distDir)}. Run \`npm run build\` first.`);
    return 1;
  }
  const server = await startServer({ env: { WEB_DIST_DIR: distDir }, label: 'suerte-budget' });
  try {
    let within = true;
    for (const { path: page, budget } of MEASURED_PAGES) {
      const verdict = await checkFirstLoad(`${server.baseUrl}${page}`, budget);
      console.log([`${page}`, ...verdict.report].join('\n'));
      within &&= verdict.withinBudget;
    }
    return within ? 0 : 1;
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
