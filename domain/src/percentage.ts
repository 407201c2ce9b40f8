/**
 * Leave percentage = accepted leave days in a course / the course's total lectures x 100,
 * rounded half up to 2 decimals. Whole-number arithmetic first, so 1 of 3 is 33.33, not 33.329999.
 */
export function leavePercentage(acceptedDays: number, totalLectures: number): number {
  if (totalLectures <= 0) return 0;
  return Math.round((acceptedDays * 10_000) / totalLectures) / 100;
}
