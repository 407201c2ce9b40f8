import { styled } from '@leave/ui/styled';

const Text = styled.p`
  padding: 24px;
  font-size: 1.1rem;
`;

/** "Loading..." where data or a screen is on its way; the page's footer waits for it (`data-loading`). */
export function Loading() {
  return (
    <Text role="status" data-loading="">
      Loading...
    </Text>
  );
}
