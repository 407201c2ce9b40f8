import { REFERENCE_MEMORY_BYTES, referenceMemory, referenceWork } from './referenceWork';

describe('referenceWork', () => {
  it('does the same work on every machine, and counts the CPU it took', () => {
    const { cpuSeconds, checksum } = referenceWork();
    // The work's own answer: a change to the work changes it, and the runs' figures before it no
    // longer compare with those after.
    expect(checksum).toBe(10_062_248);
    expect(cpuSeconds).toBeGreaterThan(0);
  });

  it('fills the same fresh memory on every machine, and counts the CPU it took', () => {
    const { cpuSeconds, filled } = referenceMemory();
    // One for each 4 KiB page: the whole of it was written.
    expect(filled).toBe(REFERENCE_MEMORY_BYTES / 4096);
    expect(cpuSeconds).toBeGreaterThan(0);
  });
});
