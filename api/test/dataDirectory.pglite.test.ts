/**
 * The embedded database's disk (issue 14, finding 12): a read-only or nearly full directory is
 * refused at start-up with what to do, and a disk that fills while the API runs turns /health to
 * 503 and changes to 503 "cannot store", never to a bare 500. Each case runs on a small tmpfs
 * mounted for it (the suite runs as root, as CI does).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ApiClient, mountTmpfs, spawnServer } from '@leave/test-kit';

let disk: ReturnType<typeof mountTmpfs>;

/** A fresh disk of `megabytes`, read-only if asked; answers the database directory on it. */
function mountDisk(megabytes: number, readOnly = false) {
  disk = mountTmpfs(megabytes);
  fs.mkdirSync(path.join(disk.dir, 'data'));
  if (readOnly) disk.setReadOnly(true);
  return path.join(disk.dir, 'data', 'pglite');
}

afterEach(() => disk.unmount());

const start = (pgliteDir: string) => spawnServer('api/src/main.ts', { PGLITE_DIR: pgliteDir, SEED_DEMO: 'true' });

it('refuses a read-only data directory at start-up, saying what to do', async () => {
  await expect(start(mountDisk(16, true))).rejects.toThrow(
    /embedded database directory .*pglite cannot be written \((EROFS|EACCES)\): make it and its parent writable/,
  );
});

it('refuses a disk with too little room at start-up, with the figures', async () => {
  await expect(start(mountDisk(16))).rejects.toThrow(
    /the disk holding .*pglite has only 1\d MB free; the embedded database needs at least 64 MB/,
  );
});

it('reports a disk that fills while running on /health and refuses changes with 503, then recovers', async () => {
  const api = await start(mountDisk(120));
  try {
    const client = new ApiClient(api.url);
    expect((await client.get('/health')).body).toEqual({ status: 'ok', database: 'ok', version: '1.0.0' });

    const emptyDisk = disk.fill();

    const full = await client.get('/health');
    expect(full.status).toBe(503);
    expect(full.body).toEqual({ status: 'error', database: 'cannot-write', version: '1.0.0' });
    // A change that still fits in a page already on disk may succeed; once one needs a new page, it fails.
    let refused: { status: number; body: { message?: string } } | undefined;
    for (let n = 0; n < 150 && !refused; n += 1) {
      const reply = await client.post('/addUser', {
        name: `Student ${n} ${'x'.repeat(80)}`,
        user_id: 700_000 + n,
        branch: 'CSE',
        stream: 'B.Tech',
        joining_year: 2024,
        passwd: 'Kestrel-42',
        role: 'student',
      });
      if (reply.status !== 201) refused = reply;
    }
    expect(refused?.status).toBe(503);
    expect(refused?.body.message).toMatch(/^The server cannot store changes right now .* Nothing was changed/);

    emptyDisk();
    expect((await client.get('/health')).status).toBe(200);
    await client.signIn(1001, 'student123', 'student');
    expect((await client.get('/studentData?user_id=1001')).status).toBe(200);
  } finally {
    await api.stop();
  }
}, 60_000);
