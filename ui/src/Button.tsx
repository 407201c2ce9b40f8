import { css, styled } from '@leave/ui/styled';
import { theme, TOUCH_SIZED } from './theme';

type Variant = 'primary' | 'secondary' | 'danger' | 'success';

const colours: Record<Variant, { bg: string; fg: string; border: string }> = {
  primary: { bg: theme.color.primary, fg: theme.color.onPrimary, border: theme.color.primary },
  secondary: { bg: theme.color.surface, fg: theme.color.primary, border: theme.color.border },
  danger: { bg: theme.color.danger, fg: theme.color.onDanger, border: theme.color.danger },
  success: { bg: theme.color.success, fg: theme.color.onSuccess, border: theme.color.success },
};

export const Button = styled.button<{ $variant?: Variant }>`
  ${({ $variant = 'primary' }) => css`
    background: ${colours[$variant].bg};
    color: ${colours[$variant].fg};
    border: 1px solid ${colours[$variant].border};
  `}
  border-radius: ${theme.radius};
  padding: 8px 16px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  /* A link drawn as a button (as="a"): laid out as one, and on touch as tall as every button. */
  &:is(a) {
    display: inline-flex;
    align-items: center;
    text-decoration: none;
  }
  @media ${TOUCH_SIZED} {
    &:is(a) {
      min-height: ${theme.tapTarget};
    }
  }
`;
