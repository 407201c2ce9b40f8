import { styled } from '@leave/ui/styled';
import { useUiWord } from './uiWords';

const Text = styled.p`
  padding: 24px;
  font-size: 1.1rem;
`;

/** "Loading..." where data or a screen is on its way; the page's footer waits for it (`data-loading`). */
export function Loading() {
  const label = useUiWord('loading');
  return (
    <Text role="status" data-loading="">
      {label}
    </Text>
  );
}
