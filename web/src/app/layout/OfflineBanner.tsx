import { Alert } from '@mantine/core';
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

/** A banner while the browser has no connection; it goes away by itself when the connection is back. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert
      color="yellow"
      variant="filled"
      radius={0}
      role="status"
      aria-live="polite"
      data-testid="offline-banner"
      py={6}
      styles={{ message: { textAlign: 'center', fontWeight: 600, color: 'var(--mantine-color-black)' } }}
    >
      Няма връзка с интернет
    </Alert>
  );
}
