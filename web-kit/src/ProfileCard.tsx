import type { FacultyProfile, StudentProfile } from '@leave/contract';
import { Card, FactList, ViewHeading } from '@leave/ui';

type Profile = { kind: 'student'; data: StudentProfile } | { kind: 'faculty'; data: FacultyProfile };

function rows(profile: Profile): Array<[string, string | number]> {
  if (profile.kind === 'student') {
    const s = profile.data;
    return [
      ['Roll No', s.roll_no],
      ['Name', s.name],
      ['Branch', s.branch],
      ['Stream', s.stream],
      ['Joining Year', s.joining_year],
    ];
  }
  const f = profile.data;
  // "Registeration" is spelled as the spec spells it.
  return [
    ['Registeration No.', f.rg_no],
    ['Name', f.name],
    ['Department', f.dept],
  ];
}

/** The user profile panel: a student's roll number fields, or any other role's faculty fields. */
export function ProfileCard({ profile }: { profile: Profile }) {
  return (
    <Card aria-labelledby="profile-title">
      <ViewHeading id="profile-title" inCard>
        Profile
      </ViewHeading>
      <FactList>
        {rows(profile).map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </FactList>
    </Card>
  );
}
