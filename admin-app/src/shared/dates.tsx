/**
 * The admin's lists write dates as every other screen does: in the school's one format, from
 * web-kit (`SchoolDate`, `SchoolDateRange`, `useDateFormat`). These names keep the admin's
 * screens short.
 */
export { SchoolDate as DateText, SchoolDateRange as DateRange } from '@leave/web-kit';
