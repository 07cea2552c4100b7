/** Lets resolved promises (and the actors waiting on them) run, without moving fake time. */
export async function flushPromises(rounds = 10): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    await new Promise<void>((resolve) => queueMicrotask(resolve));
  }
}
