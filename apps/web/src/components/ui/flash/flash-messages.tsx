import { Box, Paper, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useStore } from '@/lib/create-store';
import { type FlashMessage, type FlashScope, flashStore, visibleFlashOf } from '@/lib/flash-store';
import { FlashAlert } from './flash-alert';

/** Below the top bar, above the page, under Mantine's modals and popovers (z-index 200 and up). */
const OVERLAY_Z_INDEX = 150;

const keyOf = (flash: FlashMessage) => (flash.isLoading ? 'loading' : flash.id);

/**
 * Loading and success messages come and go by themselves: they float instead of moving the page,
 * and clicks pass through them (except on their buttons) to what they cover.
 */
const isPassing = (flash: FlashMessage) => flash.isLoading === true || flash.severity === 'success';

/**
 * The flash messages of one scope (overview §3), newest last; loading messages share one place. In
 * the global scope the passing ones float over the top of the page, so their coming and going
 * never moves the content; lasting ones (errors, warnings, an empty list) stay in the page, where
 * they cover nothing. Scopes inside a modal or a field keep all theirs in place.
 */
export const FlashMessages = ({ scope = 'global' }: { scope?: FlashScope }) => {
  const messages = useStore(flashStore, (state) => state.messages);
  const visible = useMemo(() => visibleFlashOf(messages, scope), [messages, scope]);
  const floating = scope === 'global' ? visible.filter(isPassing) : [];
  const inline = scope === 'global' ? visible.filter((flash) => !isPassing(flash)) : visible;
  return (
    <>
      {inline.length > 0 && (
        <Stack gap="xs" data-flash-scope={scope}>
          {inline.map((flash) => (
            <FlashAlert key={keyOf(flash)} flash={flash} />
          ))}
        </Stack>
      )}
      {floating.length > 0 && (
        <Box
          pos="fixed"
          top="calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-xs))"
          left="50%"
          w="min(760px, calc(100% - 2 * var(--mantine-spacing-md)))"
          style={{ transform: 'translateX(-50%)', zIndex: OVERLAY_Z_INDEX, pointerEvents: 'none' }}
        >
          <Stack gap="xs" data-flash-scope={scope} data-flash-floating>
            {floating.map((flash) => (
              <Paper key={keyOf(flash)} shadow="md" radius="md" bg="white">
                <FlashAlert flash={flash} />
              </Paper>
            ))}
          </Stack>
        </Box>
      )}
    </>
  );
};
