import { Center, Loader } from '@mantine/core';

export const FullPageLoader = () => (
  <Center h="100vh">
    <Loader type="dots" />
  </Center>
);
