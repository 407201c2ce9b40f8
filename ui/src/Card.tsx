import { styled } from '@leave/ui/styled';
import { theme } from './theme';

export const Card = styled.section`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: 16px 20px;
  box-shadow: 0 1px 2px ${theme.color.shadow};
`;

export const CardTitle = styled.h2`
  margin: 0 0 12px;
  font-size: 1.15rem;
`;
