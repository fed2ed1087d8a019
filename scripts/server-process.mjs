// How the built server's process is started (ADR 054): the V8 flag and the allocator settings
// that bound its memory. `npm start` (scripts/start.mjs) and `npm run bench memory` use these;
// docs/deploy.md's systemd unit sets the same (scripts/server-process.test.ts checks it).

/**
 * V8's young generation at 2 × 2 MB instead of up to 2 × 16 MB: V8 grows it under a crowd and
 * keeps it, 32 MB resident for good, and a site's short-lived garbage (a request's objects) is
 * collected as cheaply from the smaller one.
 * WebAssembly (the embedded database, PGlite) compiled by V8's baseline compiler only: its
 * optimising tier held ~50 MB at rest and ~130 MB after a crowd (`npm run bench memory`), for
 * pages rendered afresh 11 % faster and cached pages no faster (ADR 058). Nothing else the
 * server runs is WebAssembly.
 * The collector exposed, for one full collection once the site is quiet after a crowd
 * (server/lib/idle-collection.ts, ADR 061): 2 s after a crowd the heap held 100–150 MB of its
 * garbage, handed back only 10–20 s later by V8 itself.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=2", "--liftoff-only", "--expose-gc"];

/**
 * glibc's allocator: two arenas instead of eight per core, each holding its free memory apart
 * (compression, V8's compilers and the libuv threads allocate from all of them); and blocks of
 * 128 KB or more always mapped on their own, so the memory of a large buffer goes back to the
 * system when it is freed, instead of the threshold rising to the largest block ever freed and
 * later buffers staying in the arenas for good. What the operator sets wins.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" };

/** The server's environment: the allocator's settings under the operator's. */
export const serverEnv = (env) => ({ ...SERVER_ENV, ...env });
