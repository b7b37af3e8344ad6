/** Links other parts of the app build; the route table in app/routes.tsx serves them. */

/** The named route "lott" (spec §2): a regional lottery vendor's page. */
export function lottPath(vendor: string): string {
  return `/lott?${new URLSearchParams({ vendor, gameType: 'elott' }).toString()}`;
}

/** Home with the help centre open at a topic. */
export function helpPath(topic?: string | null): string {
  return topic ? `/help#${encodeURIComponent(topic)}` : '/help';
}

/** A lottery game page. */
export function vnLotteryPath(code: string): string {
  return `/vnlottery?${new URLSearchParams({ code }).toString()}`;
}

/** The e-lottery vendor page for a game. */
export function lotteryGamesPath(gameCode: string, gameType?: string): string {
  const query = new URLSearchParams({ gameCode });
  if (gameType) query.set('gameType', gameType);
  return `/lottery-games?${query.toString()}`;
}

/** The lottery screen, with the play type when the game has a default one. */
export function lotteryPath(gameCode?: string, playType?: string): string {
  const query = new URLSearchParams();
  if (gameCode) query.set('gameCode', gameCode);
  if (gameCode && playType) query.set('playType', playType);
  const text = query.toString();
  return text ? `/lottery?${text}` : '/lottery';
}
