import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useStore } from '@/lib/create-store';
import { type FlashScope, flashStore } from '@/lib/flash-store';
import { FlashAlert } from './flash-alert';

/** The flash messages of one scope (overview §3), newest last. */
export const FlashMessages = ({ scope = 'global' }: { scope?: FlashScope }) => {
  const messages = useStore(flashStore, (state) => state.messages);
  const visible = useMemo(() => messages.filter((message) => message.scope === scope), [messages, scope]);
  if (visible.length === 0) return null;
  return (
    <Stack gap="xs" data-flash-scope={scope}>
      {visible.map((flash) => (
        <FlashAlert key={flash.id} flash={flash} />
      ))}
    </Stack>
  );
};
