import { render, screen } from '@testing-library/react';
import { ProfileCard } from './ProfileCard';

const valueOf = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

it('shows a student profile: Roll No, Name, Branch, Stream, Joining Year', () => {
  render(
    <ProfileCard
      profile={{
        kind: 'student',
        data: { roll_no: 1001, name: 'Aarav', branch: 'CS', stream: 'B.Tech', joining_year: 2024 },
      }}
    />,
  );
  expect(valueOf('Roll No')).toBe('1001');
  expect(valueOf('Name')).toBe('Aarav');
  expect(valueOf('Branch')).toBe('CS');
  expect(valueOf('Stream')).toBe('B.Tech');
  expect(valueOf('Joining Year')).toBe('2024');
});

it('shows a faculty profile with the spec spelling Registeration No.', () => {
  render(<ProfileCard profile={{ kind: 'faculty', data: { rg_no: 501, name: 'Dr. Iyer', dept: 'CS' } }} />);
  expect(valueOf('Registeration No.')).toBe('501');
  expect(valueOf('Department')).toBe('CS');
  expect(screen.queryByText('Roll No')).not.toBeInTheDocument();
});
