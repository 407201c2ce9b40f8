/**
 * اردو: the admin-app's words in Urdu (right to left), so far the dashboard frame's. The admin's own
 * words are not translated yet: they are said in English (`npm run words:missing` lists them).
 */
import type { FrameWordId } from '@leave/web-kit/words/frame';
import { frameUr } from '@leave/web-kit/words/frameUr';

const ur: Record<FrameWordId, string> = { ...frameUr };

export default ur;
