/** The author the seed writes on the demo content: screens say 'demo content' rather than this name. */
export const SEED_AUTHOR = 'seed';
