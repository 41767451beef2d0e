import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MEDIA_PREFIX, mediaRoot } from '../../lib/image-storage';

/**
 * Serves stored images from `<data dir>/media` under /media/. Their names carry a hash of the
 * content, so browsers may keep them forever. More specific than the storefront's `/*`, so it wins.
 */
export async function mediaPlugin(app: FastifyInstance, { dataDir, crossOrigin = false }: { dataDir: string; crossOrigin?: boolean }) {
  const root = mediaRoot(dataDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    maxAge: 31_536_000_000,
    immutable: true,
    // With CORS_ORIGINS set, other sites' pages show the shop's pictures: <img> loads send no
    // Origin to check, and the pictures are public, so they may be embedded cross-origin.
    ...(crossOrigin ? { setHeaders: (reply) => void reply.header('cross-origin-resource-policy', 'cross-origin') } : {}),
  });
}
