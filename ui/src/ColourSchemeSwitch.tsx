import { useId, useState } from 'react';
import { styled } from '@leave/ui/styled';
import { chooseColourScheme, COLOUR_SCHEMES, readColourScheme } from './colourScheme';
import type { ColourScheme } from './colourScheme';
import { theme, TOUCH_SIZED } from './theme';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

const Select = styled.select`
  font: inherit;
  color: ${theme.color.text};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: 4px 8px;
  min-height: 32px;
  @media ${TOUCH_SIZED} {
    min-height: ${theme.tapTarget};
  }
`;

const NAMES: Record<ColourScheme, string> = { system: 'As the system', light: 'Light', dark: 'Dark' };

/** Light, dark or the system's colours, for this browser: the choice applies at once and is kept. */
export function ColourSchemeSwitch() {
  const [scheme, setScheme] = useState<ColourScheme>(readColourScheme);
  const id = useId();
  return (
    <Label htmlFor={id}>
      Colours
      <Select
        id={id}
        value={scheme}
        onChange={(event) => {
          const chosen = event.target.value as ColourScheme;
          chooseColourScheme(chosen);
          setScheme(chosen);
        }}
      >
        {COLOUR_SCHEMES.map((one) => (
          <option key={one} value={one}>
            {NAMES[one]}
          </option>
        ))}
      </Select>
    </Label>
  );
}
