import { describe, expect, it, vi } from 'vitest';
import { ZOD_JITLESS_SCRIPT } from './index';

describe("the inline script that turns off Zod's compiler", () => {
  it('is honoured by a Zod loaded after it: no eval is tried while a schema is built and used', async () => {
    // This file imports zod nowhere else: it is loaded here, after the script, as in the page.
    const saved = (globalThis as { __zod_globalConfig?: object }).__zod_globalConfig;
    delete (globalThis as { __zod_globalConfig?: object }).__zod_globalConfig;
    try {
      new Function(ZOD_JITLESS_SCRIPT)();
      const { z } = await import('zod');
      expect(z.config().jitless).toBe(true);
      const evalSpy = vi.spyOn(globalThis, 'Function');
      expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
      expect(evalSpy).not.toHaveBeenCalled();
    } finally {
      (globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = saved;
    }
  });
});
