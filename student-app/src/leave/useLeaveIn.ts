import type { IsoDate, Leave } from '@leave/contract';
import { useGetStudentDataQuery } from '../api/studentApi';

/**
 * The student's leave on a window of dates: GET /studentData for that window (the dashboard's
 * own read when it is the month the calendar opens on, so nothing more is asked), more as the
 * student browses. Empty while a new window loads.
 */
export function useLeaveIn(userId: number, window: { from: IsoDate; to: IsoDate }): Leave[] {
  const { currentData } = useGetStudentDataQuery({ user_id: userId, from: window.from, to: window.to });
  return currentData?.leaveData ?? [];
}
