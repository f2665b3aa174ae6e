/**
 * The scrypt cost of every new password hash: N = 2^17, r = 8, p = 1, the least that current
 * password-storage guidance accepts for scrypt. Each hash needs 128 * N * r = 128 MiB for the
 * time it runs; guessing passwords at scale then needs that much memory per guess in flight.
 *
 * A module of its own so that tests can swap it: vitest's setup (tests/support/password-cost.ts,
 * listed in vitest.config.ts) replaces it with a cheap cost, because the suite hashes hundreds of
 * passwords about other things. Only vitest reads that setup, so a build, `npm start` and the seed
 * always hash at this cost; lib/auth/password.test.ts undoes the swap and checks these figures.
 */
export const PASSWORD_COST = { N: 2 ** 17, r: 8, p: 1 } as const;
