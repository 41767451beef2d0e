// Writes a Brotli (.br) and a gzip (.gz) copy next to each text file of a built front end, which
// the server sends to browsers that accept them (@fastify/static `preCompressed`): compressed
// once at build time, at the highest levels, instead of on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Small files gain too little to be worth a second request path. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name) && statSync(path).size >= MIN_BYTES) yield path;
  }
}

/** Compresses every text file under `dir`; returns how many it wrote. */
export function precompress(dir) {
  let count = 0;
  for (const path of files(dir)) {
    const content = readFileSync(path);
    const br = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    const gz = gzipSync(content, { level: 9 });
    // A copy that is not smaller would only cost a file read.
    if (br.length < content.length) writeFileSync(`${path}.br`, br);
    if (gz.length < content.length) writeFileSync(`${path}.gz`, gz);
    count += 1;
  }
  return count;
}
