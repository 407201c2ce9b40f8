import { styled } from '@leave/ui/styled';
import { Button, Notice } from '@leave/ui';

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9em, 1fr));
  gap: 4px 16px;
  padding-left: 1.5em;
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
`;

/** The recovery codes, shown once right after enrolment: the admin writes them down, then goes on. */
export function RecoveryCodes({ message, codes, onDone }: { message: string; codes: string[]; onDone: () => void }) {
  return (
    <section aria-label="Recovery codes">
      <Notice tone="success" focusOnShow>
        {message}
      </Notice>
      <Codes>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </Codes>
      <Button type="button" onClick={onDone}>
        I Have Saved My Recovery Codes
      </Button>
    </section>
  );
}
