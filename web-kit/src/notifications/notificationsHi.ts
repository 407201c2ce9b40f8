/**
 * हिन्दी: the Notifications view's catalogue in Hindi: each notification's template by its code
 * (`notification.<key>`, the domain's NOTIFICATION_HINDI, which the emails use too) and the
 * frame's words for a failed load. Loaded only when Hindi is in use (`loadWords.ts`).
 */
import { NOTIFICATION_HINDI } from '@leave/domain';
import { frameHi } from '../words/frameHi';

const hi: Record<string, string> = { ...frameHi, ...NOTIFICATION_HINDI };

export default hi;
