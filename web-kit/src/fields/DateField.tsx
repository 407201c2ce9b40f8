import { useState } from 'react';
import type { ComponentProps } from 'react';
import { styled } from '@leave/ui/styled';
import { theme, TextField } from '@leave/ui';
import { numericDateFor, readTime } from '@leave/domain';
import { useIntl } from '@leave/ui/i18n';
import { useDateFormat } from '../schoolToday/useDateFormat';
import { fieldWords } from '../words/fields';

/** What a form gives a field and hears back: the value as the form keeps it. */
type FieldInput = Omit<ComponentProps<typeof TextField>, 'type' | 'value' | 'onChange' | 'min' | 'max'> & {
  /** Undefined is an empty field (a row the form has not filled yet). */
  value: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
};

const InWords = styled.span`
  color: ${theme.color.muted};
  font-size: 0.9rem;
  margin-top: -8px;
  margin-bottom: 12px;
`;

/**
 * Follows a value the form may change by itself (a reset, a day picked elsewhere): `text` is
 * what the field shows, written again from the value only when the value changes from outside.
 */
function useTypedText(value: string, write: (value: string) => string, locale = '') {
  const [text, setText] = useState(() => write(value));
  const [heard, setHeard] = useState(value);
  // The school's locale arrives with the session call, after a first render in the default one.
  const [writtenIn, setWrittenIn] = useState(locale);
  if (value !== heard || locale !== writtenIn) {
    setHeard(value);
    setWrittenIn(locale);
    setText(write(value));
  }
  return { text, setText, setHeard };
}

/**
 * A date typed in the school's format (DD/MM/YYYY in en-GB; YYYY-MM-DD is understood too) rather
 * than the browser's picker, which writes the reader's locale (mm/dd/yyyy in the US). The form
 * keeps YYYY-MM-DD: what cannot be read is kept as typed (so the form's own check refuses it and
 * nothing is lost) and the field says why, in words, once the person leaves it or submits. Under
 * it, a date read is written in words ("Thu, 3 Dec 2026") to check against.
 */
export function DateField({ label, hint, error, value = '', onChange, onBlur, ...input }: FieldInput) {
  const format = useDateFormat();
  const say = useIntl().formatMessage;
  const numeric = numericDateFor(format.settings.locale);
  const toText = (kept: string) => (numeric.read(kept) === kept ? numeric.write(kept) : kept);
  const { text, setText, setHeard } = useTypedText(value, toText, numeric.pattern);
  const [left, setLeft] = useState(false);
  const read = numeric.read(text);
  const isDate = read !== null && read !== 'no such date';
  const unreadable = text.trim() !== '' && !isDate;
  return (
    <>
      <TextField
        {...input}
        label={label}
        hint={hint}
        // The school's pattern shows in the empty field (and screen readers say it with the field);
        // a bad date's message repeats it with an example.
        placeholder={numeric.pattern}
        autoComplete="off"
        spellCheck={false}
        value={text}
        error={
          unreadable && (left || error)
            ? say(read === 'no such date' ? fieldWords.noSuchDate : fieldWords.notADate, {
                label,
                typed: text.trim(),
                pattern: numeric.pattern,
                example: numeric.example,
              })
            : error
        }
        onChange={(event) => {
          const typed = event.target.value;
          const kept = numeric.read(typed);
          const next = kept !== null && kept !== 'no such date' ? kept : typed.trim() === '' ? '' : typed;
          setText(typed);
          setHeard(next);
          onChange({ target: { value: next } });
        }}
        onBlur={(event) => {
          setLeft(true);
          onBlur?.(event);
        }}
      />
      {isDate && <InWords aria-hidden="true">{format.date(read)}</InWords>}
    </>
  );
}

/**
 * A time on the 24-hour clock, HH:MM, as the school writes it ("9:00" and "0900" are read as
 * 09:00), rather than the browser's picker, which shows 2:30 PM in a 12-hour locale.
 */
export function TimeField({ label, hint, error, value = '', onChange, onBlur, ...input }: FieldInput) {
  const { text, setText, setHeard } = useTypedText(value, (kept) => kept);
  const say = useIntl().formatMessage;
  const [left, setLeft] = useState(false);
  const unreadable = text.trim() !== '' && readTime(text) === null;
  return (
    <TextField
      {...input}
      label={label}
      hint={hint}
      placeholder="HH:MM"
      autoComplete="off"
      inputMode="decimal"
      spellCheck={false}
      value={text}
      error={unreadable && (left || error) ? say(fieldWords.notATime, { label, pattern: 'HH:MM' }) : error}
      onChange={(event) => {
        const typed = event.target.value;
        const next = readTime(typed) ?? (typed.trim() === '' ? '' : typed);
        setText(typed);
        setHeard(next);
        onChange({ target: { value: next } });
      }}
      onBlur={(event) => {
        setLeft(true);
        onBlur?.(event);
      }}
    />
  );
}
