import { lazyView } from '@leave/web-kit';

// What the Apply Leave view shows only after the student acts, downloaded then instead of with
// the dashboard (which opens on today, as a rule a day without leave).

/** After Apply, preloaded as it is sent: nothing shows until it is there. */
export const RequestOutcome = lazyView(() => import('./RequestOutcome'), 'RequestOutcome', { fallback: null });
/** As the form is filled, preloaded as the preview is asked for: nothing shows until it is there. */
export const LeavePreviewNotice = lazyView(() => import('./LeavePreviewNotice'), 'LeavePreviewNotice', {
  fallback: null,
});
/** A day with leave, chosen on the calendar. */
export const LeaveDetails = lazyView(() => import('./LeaveDetails'), 'LeaveDetails');
