import { useId, useState } from 'react';
import { styled } from '@leave/ui/styled';
import { chooseColourScheme, COLOUR_SCHEMES, readColourScheme } from './colourScheme';
import type { ColourScheme } from './colourScheme';
import { theme, TOUCH_SIZED } from './theme';

const Group = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 4px;
    font-weight: 600;
  }
`;

const Choices = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  overflow: hidden;
`;

/** One choice, a segment of the control: its radio inside its label, the whole segment taps. */
const Choice = styled.label<{ $chosen: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 10px;
  min-height: 32px;
  cursor: pointer;
  background: ${({ $chosen }) => ($chosen ? theme.color.primary : theme.color.surface)};
  color: ${({ $chosen }) => ($chosen ? theme.color.onPrimary : theme.color.text)};
  font-weight: ${({ $chosen }) => ($chosen ? 700 : 400)};
  &:focus-within {
    outline: 2px solid ${theme.color.focus};
    outline-offset: -3px;
  }
  input {
    margin: 0;
    accent-color: currentColor;
  }
  @media ${TOUCH_SIZED} {
    min-height: ${theme.tapTarget};
    padding: 4px 12px;
  }
`;

const NAMES: Record<ColourScheme, string> = { system: 'As the system', light: 'Light', dark: 'Dark' };

/**
 * Light, dark or the system's colours, for this browser: a labelled group of three radios, each
 * named, so the choice on show is read and seen at once; it applies at once and is kept. In the
 * dashboard's menu when signed in, in the footer before.
 */
/** The control's words in the language in use (English unless given). */
export interface ColourWords {
  colours: string;
  system: string;
  light: string;
  dark: string;
}

export function ColourSchemeSwitch({ words }: { words?: ColourWords }) {
  const [scheme, setScheme] = useState<ColourScheme>(readColourScheme);
  const name = useId();
  return (
    <Group>
      {/* eslint-disable-next-line i18next/no-literal-string -- ui's English default, for a caller that passes no words */}
      <legend>{words?.colours ?? 'Colours'}</legend>
      <Choices>
        {COLOUR_SCHEMES.map((one) => (
          <Choice key={one} $chosen={scheme === one}>
            <input
              type="radio"
              name={name}
              value={one}
              checked={scheme === one}
              onChange={() => {
                chooseColourScheme(one);
                setScheme(one);
              }}
            />
            {words?.[one] ?? NAMES[one]}
          </Choice>
        ))}
      </Choices>
    </Group>
  );
}
