import { describeActor, describeChange } from './describeChange';

describe('describeChange', () => {
  it('shows a changed field as before → after', () => {
    expect(describeChange({ before: { total_lectures: 40 }, after: { total_lectures: 80 } })).toEqual([
      'total lectures from 40 to 80',
    ]);
  });
  it('shows what was added, and long lists by their length', () => {
    expect(describeChange({ before: null, after: { added: 3, roll_nos: [1, 2, 3, 4, 5, 6] } })).toEqual([
      'added: 3',
      'roll numbers: 6 items',
    ]);
  });
  it('is empty when nothing changed', () => {
    expect(describeChange({ before: null, after: null })).toEqual([]);
  });
});

describe("describeChange of the school's term (issue 34)", () => {
  it("shows a timetable's meetings as weekdays and times, and what stayed the same once", () => {
    expect(
      describeChange({
        before: {
          term: 'Autumn 2026',
          meetings: [{ weekday: 'Monday', start: '09:00', end: '10:00', room: 'A-101' }],
          total_lectures: 18,
        },
        after: {
          term: 'Autumn 2026',
          meetings: [
            { weekday: 'Monday', start: '09:00', end: '10:00', room: 'A-101' },
            { weekday: 'Wednesday', start: '09:00', end: '10:00', room: null },
          ],
          total_lectures: 35,
        },
      }),
    ).toEqual([
      'term: Autumn 2026',
      'meetings from Mon 09:00–10:00 A-101 to Mon 09:00–10:00 A-101, Wed 09:00–10:00',
      'total lectures from 18 to 35',
    ]);
  });

  it('lists all seven meetings of a timetable, and says a cleared one has none', () => {
    const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((weekday) => ({
      weekday,
      start: '08:00',
      end: '09:00',
      room: null,
    }));
    expect(describeChange({ before: { meetings: week, term: null }, after: { meetings: [], term: null } })).toEqual([
      'meetings cleared (was Mon 08:00–09:00, Tue 08:00–09:00, Wed 08:00–09:00, Thu 08:00–09:00, Fri 08:00–09:00, Sat 08:00–09:00, Sun 08:00–09:00)',
      'term: (none)',
    ]);
  });

  it('shows what a removed holiday or term was', () => {
    expect(
      describeChange({
        before: { from_date: '2026-12-02', to_date: '2026-12-02', name: "Founders' Day" },
        after: null,
      }),
    ).toEqual(['from: 2026-12-02', 'to: 2026-12-02', "name: Founders' Day"]);
  });
});

describe('describeChange of a refusal (issue 38)', () => {
  it('lists how many attempts the event stands for, and why each was refused', () => {
    expect(describeChange({ before: null, after: { attempts: 10, 'wrong password': 5, throttled: 5 } })).toEqual([
      'attempts: 10',
      'wrong password: 5',
      'throttled: 5',
    ]);
  });
});

describe('the audit trail in words (issue 39)', () => {
  it('says a flag as yes or no, with the field in words', () => {
    expect(describeChange({ before: null, after: { must_change_password: true } })).toEqual([
      'must change password: yes',
    ]);
    expect(describeChange({ before: { active: true }, after: { active: false } })).toEqual(['active from yes to no']);
  });

  it('names the actor, with their role and id apart; an account gone, by role and id; nobody, as such', () => {
    const ip = '127.0.0.1';
    expect(
      describeActor({ actor_role: 'course instructor', actor_id: 501, actor_name: 'Dr. Meera Iyer', client_ip: ip }),
    ).toEqual({
      name: 'Dr. Meera Iyer',
      account: 'course instructor 501',
    });
    expect(describeActor({ actor_role: 'student', actor_id: 1009, actor_name: null, client_ip: ip })).toEqual({
      name: 'student 1009',
      account: null,
    });
    expect(describeActor({ actor_role: null, actor_id: null, actor_name: null, client_ip: ip })).toEqual({
      name: 'nobody signed in',
      account: null,
    });
  });

  it('names the server when nobody acted from any client (the documents sweep)', () => {
    expect(describeActor({ actor_role: null, actor_id: null, actor_name: null, client_ip: '' })).toEqual({
      name: 'the server',
      account: null,
    });
  });
});
