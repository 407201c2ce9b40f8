/**
 * The server's refusals of an instructor's decisions, said in Hindi by their codes
 * (`DECISION_SERVER_CODES`, `decisionsHi`), and in English exactly as the server sent them.
 */
import { leaveKindMessages, lectureMessages, leaveRuleMessages, messages } from '@leave/domain';
import { errorMessage } from '@leave/web-kit';
import { englishByLibrary, wordsIn } from '@leave/ui/i18n/testing';
import { DECISION_SERVER_CODES } from './decisions';
import { decisionsHi } from './decisionsHi';

const hindi = wordsIn('hi-IN', 'en-IN', decisionsHi);
const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).filter((name) => name !== 'select');

const said = [
  messages.noCourse('CS101'),
  messages.notYourCourse,
  messages.noLeave(27),
  lectureMessages.noRequest(4),
  leaveRuleMessages.onlyRole('course instructor'),
  leaveRuleMessages.leaveAlready('accepted'),
  leaveRuleMessages.leaveNotInStatus('revoke', 'accepted', 'pending'),
  leaveRuleMessages.leaveInPast('approve', '2026-12-02'),
  leaveRuleMessages.dateHeldAgain('2026-11-03', 'CS101'),
  leaveRuleMessages.commentRequired('comment', 'reject'),
  leaveKindMessages.documentStillNeeded('Medical'),
  leaveKindMessages.overrideNeedsComment,
  leaveKindMessages.nothingToAskFor('CS101'),
  lectureMessages.nothingToDecide('CS101'),
  lectureMessages.nothingToReopen('CS101'),
  lectureMessages.resubmittedSoDecideThat(4, 9),
];

it('says each in Hindi from its code and params, with no English left but the data', () => {
  expect(said.map(({ code }) => code)).toEqual([...DECISION_SERVER_CODES]);
  const catalogue: Record<string, string> = decisionsHi;
  for (const one of said) {
    const named = Object.keys(one.params);
    for (const name of placeholders(catalogue[one.code]!)) expect(named).toContain(name);
    const text = errorMessage({ status: 409, data: one }, undefined, hindi);
    expect(text.replace(/CS101|Medical/, '')).not.toMatch(/[A-Za-z]/);
    expect(errorMessage({ status: 409, data: one }, undefined, englishByLibrary())).toBe(one.message);
  }
});

it("says a leave's statuses and a decision's action in Hindi", () => {
  const say = (one: (typeof said)[number]) => errorMessage({ status: 409, data: one }, undefined, hindi);
  expect(say(leaveRuleMessages.leaveAlready('rejected'))).toBe('यह अवकाश पहले से अस्वीकृत है');
  expect(say(leaveRuleMessages.leaveNotInStatus('revoke', 'accepted', 'pending'))).toBe(
    'यह अवकाश लंबित है: यह कार्रवाई केवल स्वीकृत अवकाश पर हो सकती है',
  );
  expect(say(leaveRuleMessages.commentRequired('comment', 'revoke'))).toBe(
    'अवकाश की स्वीकृति वापस लेने के लिए टिप्पणी आवश्यक है',
  );
  expect(say(leaveRuleMessages.onlyRole('course instructor'))).toBe('केवल प्रशिक्षक ही यह कर सकते हैं');
});
