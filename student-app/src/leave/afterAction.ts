import { lazyView } from '@leave/web-kit';

// What the Apply Leave view shows only after the student acts, downloaded then instead of with
// the dashboard. (Leave Details is not among them: the dashboard opens on today, which may have
// leave, and its first view would wait on a Loading step.)

/** After Apply, preloaded as it is sent: nothing shows until it is there. */
export const RequestOutcome = lazyView(() => import('./RequestOutcome'), 'RequestOutcome', { fallback: null });
/** As the form is filled, preloaded as the preview is asked for: nothing shows until it is there. */
export const LeavePreviewNotice = lazyView(() => import('./LeavePreviewNotice'), 'LeavePreviewNotice', {
  fallback: null,
});
