/**
 * Requests of one instance that ask for the same thing at once (a double click, two tabs of one buyer
 * on the same order) share the first one's work and answer: the database still decides between
 * instances, but the followers do not each queue their own reads for a connection while they wait.
 */
export function singleFlight<Answer>() {
  const inFlight = new Map<string, Promise<Answer>>();
  return (key: string, work: () => Promise<Answer>): Promise<Answer> => {
    const running = inFlight.get(key);
    if (running) return running;
    const started = work().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  };
}
