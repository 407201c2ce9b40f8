/** What a new course gets when the admin leaves a field out. */
export const DEFAULT_TOTAL_LECTURES = 40;

/** The semester a date falls in: July to December is Autumn, the rest Spring. */
export function semesterOf(date: Date): 'Autumn' | 'Spring' {
  return date.getMonth() >= 6 ? 'Autumn' : 'Spring';
}

export function courseDefaults(today: Date) {
  return {
    semesterType: semesterOf(today),
    semesterYear: today.getFullYear(),
    totalLectures: DEFAULT_TOTAL_LECTURES,
  };
}
