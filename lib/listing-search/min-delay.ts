/** Spec 001 section 7: requests behind a loading state take at least this long, so it never flickers. */
export const FETCH_MIN_DELAY_MS = 200;

/** Resolves (or rejects) like `promise`, but never sooner than `ms` after the call. */
export async function withMinimumDelay<T>(promise: Promise<T>, ms = FETCH_MIN_DELAY_MS): Promise<T> {
  const wait = new Promise((resolve) => setTimeout(resolve, ms));
  try {
    return await promise;
  } finally {
    await wait;
  }
}
