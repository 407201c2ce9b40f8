import { startBackend } from '@leave/test-kit';
import { BENCH_ENV, latency, signInDemo } from './benchApi';
import { generate } from './benchScale';
async function main() {
  const b = await startBackend({ kind: 'postgres', env: BENCH_ENV });
  try {
    const url = b.urls[0]!;
    const paths = ['/getLeaves?course_code=CS101&status=pending', '/pendingRequests?course_code=CS101', '/studentData?user_id=1001', '/courseRoster?course_code=CS101'];
    const run = async () => { const c = await signInDemo(url); for (const p of paths) console.log(p, (await latency(url + p, p.startsWith('/student') ? c.student : c.instructor)).p50); };
    await run();
    await generate(b.databaseUrl!);
    await run();
  } finally { await b.stop(); }
}
void main();
