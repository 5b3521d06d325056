/** A call's answer and how long it took in milliseconds, for tests of how fast something fails or recovers. */
export async function timed<T>(call: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await call();
  return { answer, ms: performance.now() - started };
}
