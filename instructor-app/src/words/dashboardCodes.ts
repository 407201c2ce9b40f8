/**
 * The server's refusal of the instructor dashboard's own data (`GET /instructorData`) besides
 * `COMMON_SERVER_CODES`, said by its code; its Hindi is in the instructor's catalogue.
 */
export const DASHBOARD_SERVER_CODES = ['api.noInstructor'] as const;

export type DashboardServerCode = (typeof DASHBOARD_SERVER_CODES)[number];
