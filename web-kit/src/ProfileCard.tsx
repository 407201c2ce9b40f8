import type { FacultyProfile, StudentProfile } from '@leave/contract';
import { Card, FactList, ViewHeading } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import type { MessageDescriptor } from '@leave/ui/i18n';
import { profileWords as words } from './words/profile';

export type Profile = { kind: 'student'; data: StudentProfile } | { kind: 'faculty'; data: FacultyProfile };

function rows(profile: Profile): Array<[MessageDescriptor, string | number]> {
  if (profile.kind === 'student') {
    const s = profile.data;
    return [
      [words.rollNo, s.roll_no],
      [words.name, s.name],
      [words.branch, s.branch],
      [words.stream, s.stream],
      [words.joiningYear, s.joining_year],
    ];
  }
  const f = profile.data;
  return [
    [words.registrationNo, f.rg_no],
    [words.name, f.name],
    [words.department, f.dept],
  ];
}

/** The user profile panel: a student's roll number fields, or any other role's faculty fields. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const say = useIntl().formatMessage;
  return (
    <Card aria-labelledby="profile-title">
      <ViewHeading id="profile-title" inCard>
        {say(words.title)}
      </ViewHeading>
      <FactList>
        {rows(profile).map(([label, value]) => (
          <div key={label.id} style={{ display: 'contents' }}>
            <dt>{say(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </FactList>
    </Card>
  );
}
