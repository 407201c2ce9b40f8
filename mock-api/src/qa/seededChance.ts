/** The largest seed: seeds are unsigned 32-bit numbers. */
export const MAX_SEED = 0xffff_ffff;

/** A seed picked at random, for a fault given none (it is listed, so its run can be repeated). */
export const randomSeed = () => Math.floor(Math.random() * (MAX_SEED + 1));

/**
 * Numbers from 0 to 1, the same ones in the same order for the same seed (mulberry32: small,
 * fast and evenly spread enough to decide which calls a fault takes).
 */
export function seededChance(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
