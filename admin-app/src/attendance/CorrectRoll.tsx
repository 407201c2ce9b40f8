import { useState } from 'react';
import type { LectureRollQuery } from '@leave/contract';
import { Card, ViewHeading } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { ClassList, LecturePicker, RollUnavailable } from '@leave/web-kit/roll';
import { useGetCoursesQuery } from '../api/adminApi';
import { attendanceWords as words } from '../words/attendance';
import { useGetLectureRollQuery, useLazyGetLectureRollQuery, useSaveRollMutation } from './attendanceApi';

function OpenRoll({ lecture, onBack }: { lecture: LectureRollQuery; onBack: () => void }) {
  const { data, error } = useGetLectureRollQuery(lecture, { refetchOnMountOrArgChange: true });
  const [save, { isLoading }] = useSaveRollMutation();
  if (!data) return <RollUnavailable courseCode={lecture.course_code} error={error} onBack={onBack} />;
  return <ClassList roll={data} save={save} saving={isLoading} onBack={onBack} />;
}

/**
 * The admin opens any lecture's roll, of any course, to take or correct it: after the lecture's
 * correction window the class list asks for a reason, kept in the audit trail.
 */
export function CorrectRoll() {
  const { data: courses = [] } = useGetCoursesQuery();
  const [open, setOpen] = useState<LectureRollQuery | null>(null);
  const [fetchRoll] = useLazyGetLectureRollQuery();
  const say = useIntl().formatMessage;

  if (open) return <OpenRoll key={`${open.course_code} ${open.date}`} lecture={open} onBack={() => setOpen(null)} />;
  return (
    <Card aria-labelledby="correct-roll-title" style={{ maxWidth: 560 }}>
      <LecturePicker
        titleId="correct-roll-title"
        title={
          <>
            <ViewHeading id="correct-roll-title" inCard>
              {say(words.correctRoll)}
            </ViewHeading>
            <p style={{ marginTop: 0 }}>{say(words.correctRollIntro)}</p>
          </>
        }
        courses={courses}
        fetchRoll={fetchRoll}
        onOpen={setOpen}
        choose
      />
    </Card>
  );
}
