/**
 * The machine's speed, as one figure beside a test run's times: the CPU seconds a fixed piece of
 * JavaScript takes (rows built, written as JSON, read back, sorted by name, their dates rewritten
 * by a regular expression: what the suites' processes do most). The same code on two machines
 * tells how far apart their runs' times are: two CI machines of the same size have differed by
 * nearly two to one. Change the work and the figures of earlier runs no longer compare: its
 * checksum is pinned by its test.
 */
export function referenceWork(): { cpuSeconds: number; checksum: number } {
  const started = process.cpuUsage();
  let checksum = 0;
  for (let round = 0; round < 8; round += 1) {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      id: i,
      name: `student ${(i * 7919) % 20_000}`,
      date: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      tags: [i % 3, i % 5],
    }));
    const text = JSON.stringify(rows);
    const back = JSON.parse(text) as typeof rows;
    back.sort((a, b) => a.name.localeCompare(b.name, 'en'));
    checksum += back[0]!.id + text.replace(/\d{4}-(\d{2})-(\d{2})/g, '$2/$1').length;
  }
  const used = process.cpuUsage(started);
  return { cpuSeconds: (used.user + used.system) / 1e6, checksum };
}

/** How much fresh memory referenceMemory fills: 65,536 pages of 4 KiB. */
export const REFERENCE_MEMORY_BYTES = 256 * 2 ** 20;

/**
 * The machine's speed at what referenceWork does not measure: the CPU seconds it takes to fill
 * memory the process has just been given (the kernel zeroes and maps each page on first touch).
 * Every process a run starts (Chromium's renderers, the servers, jest) pays it for all its memory,
 * and some virtual machines make it slow: there the browser suite slows down most.
 */
export function referenceMemory(): { cpuSeconds: number; filled: number } {
  const started = process.cpuUsage();
  const memory = Buffer.alloc(REFERENCE_MEMORY_BYTES, 1);
  const used = process.cpuUsage(started);
  // Every 4 KiB page's first byte, so the fill is read back and cannot be skipped.
  let filled = 0;
  for (let at = 0; at < memory.length; at += 4096) filled += memory[at]!;
  return { cpuSeconds: (used.user + used.system) / 1e6, filled };
}
