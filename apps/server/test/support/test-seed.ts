/** Test databases get a small demo game catalogue: the full 10,000 games would slow every test file down. */
export const TEST_SEED = { demoCatalogueGames: 100 };
