/** The verifier page (/fair) filled with one revealed round: it recomputes the round in the browser. */
export function fairLink(
  game: { code: string; variant: string },
  seeds: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number },
): string {
  const query = new URLSearchParams({
    game: `${game.code}-${game.variant}`,
    serverSeed: seeds.serverSeed,
    serverSeedHash: seeds.serverSeedHash,
    clientSeed: seeds.clientSeed,
    nonce: String(seeds.nonce),
  });
  return `/fair?${query.toString()}`;
}
