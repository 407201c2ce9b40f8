import { referenceWork } from './referenceWork';

describe('referenceWork', () => {
  it('does the same work on every machine, and counts the CPU it took', () => {
    const { cpuSeconds, checksum } = referenceWork();
    // The work's own answer: a change to the work changes it, and the runs' figures before it no
    // longer compare with those after.
    expect(checksum).toBe(10_062_248);
    expect(cpuSeconds).toBeGreaterThan(0);
  });
});
