/** The address of the script a chunk load failed on (webpack's ChunkLoadError names it). */
function scriptOf(error: unknown): string | null {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const request = (cause as { request?: unknown }).request;
    if (typeof request === 'string') return request;
    const named = /\((?:missing|error|timeout): (https?:\/\/[^)\s]+)\)/.exec(String((cause as Error).message));
    if (named) return named[1]!;
  }
  return null;
}

/**
 * Whether code that failed to download is gone from the server (it answers 404 or 410), rather
 * than the connection failing: then trying again cannot help, and the person is not told to
 * check their connection.
 */
export async function codeIsGone(error: unknown): Promise<boolean> {
  const script = scriptOf(error);
  if (!script) return false;
  try {
    const response = await fetch(script, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 || response.status === 410;
  } catch {
    return false;
  }
}
