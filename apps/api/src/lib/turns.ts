/**
 * At most `limit` pieces of work at once; the rest wait their turn in arrival order. `work` is told
 * whether it waited, so it can look again for what an earlier turn may have made meanwhile.
 */
export class Turns {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async run<T>(work: (waited: boolean) => Promise<T>): Promise<T> {
    const waited = this.active >= this.limit;
    // A finished turn hands its place straight to the next in line, so `active` stays as it is.
    if (waited) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await work(waited);
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
