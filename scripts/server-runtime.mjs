// How the production server process is started (`npm start`, the benchmarks). Memory settings
// that keep an idle shop small (see README, Performance); the environment can override each.
//
// - glibc keeps the memory of freed large blocks per thread arena: each scrypt password hash
//   (16 MB, on libuv's threads) would stay resident. A fixed mmap threshold hands such blocks
//   back to the system when freed, and two arenas cap the per-thread copies.
// - V8's young generation grows to 2 × 16 MB semi-spaces under load; 4 MB ones still keep
//   short-lived request garbage cheap to collect.
// - No --enable-source-maps: it keeps every loaded source map parsed (~20 MB); stack traces then
//   name lines of apps/api/dist/server.js (not minified). `NODE_OPTIONS=--enable-source-maps`
//   brings the TypeScript lines back.
export const SERVER_NODE_ARGS = ['--max-semi-space-size=4'];

export function serverEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', ...env };
}
