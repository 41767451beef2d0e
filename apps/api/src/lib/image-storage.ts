import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type Sharp from 'sharp';
import { lazyPackage } from './lazy-package';

/**
 * sharp (libvips, ~20 MB resident) is loaded with the first image stored, and keeps no operation
 * cache: each picture is converted once, and libvips' default cache (up to 50 MB) would only hold
 * memory the process never gives back (issue 29: under 150 MB idle).
 */
export const sharp = lazyPackage<typeof Sharp>('sharp', (loaded) => loaded.cache(false));

/** The widths of the WebP variants every stored image gets (longest side for non-square images). */
export const IMAGE_VARIANTS = { thumbnail: 160, card: 480, full: 1200 } as const;
export type ImageVariantName = keyof typeof IMAGE_VARIANTS;
const VARIANT_NAMES = Object.keys(IMAGE_VARIANTS) as ImageVariantName[];

export interface StoredVariant {
  /** Relative to the media root, `/`-separated; served at `/media/<path>`. */
  path: string;
  width: number;
  height: number;
}
export type StoredImage = Record<ImageVariantName, StoredVariant>;

export const MEDIA_PREFIX = '/media/';
export const mediaUrl = (path: string): string => `${MEDIA_PREFIX}${path}`;
export const mediaRoot = (dataDir: string): string => resolve(dataDir, 'media');

const SEGMENT = /^[a-z0-9][a-z0-9-]{0,79}$/;
const slugify = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48) || 'image';

/** Variant sizes of an image of the given size: fitted inside each square, never enlarged. */
function fitted(width: number, height: number, size: number) {
  const scale = Math.min(1, size / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function checkFolder(folder: string): void {
  if (!folder.split('/').every((s) => SEGMENT.test(s))) throw new Error(`invalid media folder: ${folder}`);
}

/** Where `save` puts an image of known size (paths and variant sizes), without rendering it. */
export function planImage(folder: string, name: string, input: Buffer, size: { width: number; height: number }): StoredImage {
  checkFolder(folder);
  const base = `${slugify(name)}-${createHash('sha256').update(input).digest('hex').slice(0, 10)}`;
  const variant = (v: ImageVariantName) => ({ path: `${folder}/${base}-${v}.webp`, ...fitted(size.width, size.height, IMAGE_VARIANTS[v]) });
  return { thumbnail: variant('thumbnail'), card: variant('card'), full: variant('full') };
}

export interface ImageStorage {
  readonly root: string;
  /**
   * Stores an image (any format sharp reads, SVG included) as WebP variants under `folder`.
   * File names carry a hash of the content, so the files never change and can be cached forever.
   */
  save(folder: string, name: string, input: Buffer): Promise<StoredImage>;
  /** As planImage: where `save` will put an image of known size (to record it before rendering). */
  plan: typeof planImage;
  /** Whether every variant's file is there. */
  exists(image: StoredImage): boolean;
  remove(image: StoredImage): Promise<void>;
  /** The file of a stored path; refuses paths that leave the media root. */
  resolve(path: string): string;
}

export function createImageStorage(dataDir: string): ImageStorage {
  const root = mediaRoot(dataDir);
  const resolvePath = (path: string) => {
    const file = resolve(root, path);
    if (!file.startsWith(root + sep)) throw new Error(`media path outside the media root: ${path}`);
    return file;
  };

  async function save(folder: string, name: string, input: Buffer): Promise<StoredImage> {
    checkFolder(folder);
    // Decode (and, for SVG, render) once at the largest size; every variant is resized from that.
    const master = await sharp()(input, { limitInputPixels: 50_000_000 })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize({ width: IMAGE_VARIANTS.full, height: IMAGE_VARIANTS.full, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = master.info;
    const image = planImage(folder, name, input, { width, height });
    await mkdir(join(root, ...folder.split('/')), { recursive: true });
    await Promise.all(
      VARIANT_NAMES.map(async (variant) => {
        const { data } = await sharp()(master.data, { raw: { width, height, channels } })
          .resize({ width: image[variant].width, height: image[variant].height, fit: 'fill' })
          .webp({ quality: variant === 'thumbnail' ? 75 : 80, effort: 2 })
          .toBuffer({ resolveWithObject: true });
        // Written aside and renamed, so a file is never seen half-written (it is cached forever).
        const file = resolvePath(image[variant].path);
        const partial = `${file}.${process.pid}.partial`;
        await writeFile(partial, data);
        await rename(partial, file);
      }),
    );
    return image;
  }

  const exists = (image: StoredImage) => VARIANT_NAMES.every((v) => existsSync(resolvePath(image[v].path)));

  async function remove(image: StoredImage): Promise<void> {
    await Promise.all(VARIANT_NAMES.map((v) => rm(resolvePath(image[v].path), { force: true })));
  }

  return { root, save, plan: planImage, exists, remove, resolve: resolvePath };
}
