import { describe, expect, it } from 'vitest';
import { Turns } from './turns';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('turns', () => {
  it('runs at most the limit at once, the others in arrival order, and tells them they waited', async () => {
    const turns = new Turns(2);
    let running = 0;
    let most = 0;
    const order: Array<[number, boolean]> = [];
    await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        turns.run(async (waited) => {
          running += 1;
          most = Math.max(most, running);
          order.push([i, waited]);
          await tick();
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([
      [0, false],
      [1, false],
      [2, true],
      [3, true],
      [4, true],
    ]);
  });

  it('gives the turn on when a piece of work fails, and passes its error to its caller', async () => {
    const turns = new Turns(1);
    const failed = turns.run(async () => {
      await tick();
      throw new Error('render failed');
    });
    const next = turns.run(async (waited) => waited);
    await expect(failed).rejects.toThrow('render failed');
    await expect(next).resolves.toBe(true);
    await expect(turns.run(async (waited) => waited)).resolves.toBe(false);
  });
});
