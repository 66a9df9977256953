import { Box } from '@mantine/core';
import { useEffect, useState } from 'react';

/** Whether the browser says it is online (spec: offline status is tracked). */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    setOnline(navigator.onLine);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
}

/**
 * A banner while the browser has no connection; it goes away by itself when the connection is back. Plain
 * markup, since the blank layout (and so this) is part of the entry chunk.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <Box role="status" aria-live="polite">
      {!online && (
        <Box
          data-testid="offline-banner"
          py={6}
          px="md"
          ta="center"
          fw={600}
          style={{ background: 'var(--mantine-color-yellow-4)', color: 'var(--mantine-color-black)' }}
        >
          Няма връзка с интернет
        </Box>
      )}
    </Box>
  );
}
