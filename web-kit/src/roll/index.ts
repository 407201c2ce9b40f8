// The roll's class list, shared by the instructor's Attendance view and the admin's Correct a Roll:
// a module of its own, downloaded with the views that show it.
export { ClassList } from './ClassList';
export { LecturePicker } from './LecturePicker';
export { RollUnavailable } from './RollUnavailable';
export { lectureLineIn, leaveNote } from './MarkChoice';
export { changedMarks, everyone, markCounts, startingMark, startingMarks } from './rollMarks';
