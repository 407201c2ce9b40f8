import styled from 'styled-components';

const Text = styled.p`
  padding: 24px;
  font-size: 1.1rem;
`;

export function Loading() {
  return <Text role="status">Loading...</Text>;
}
