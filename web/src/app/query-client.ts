import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/errors';

/** One cache for the app. A 4xx is an answer, not a glitch: only network and server errors are retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
        return failureCount < 2;
      },
    },
    mutations: { retry: false },
  },
});
