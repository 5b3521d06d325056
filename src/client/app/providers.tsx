import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { UpdateBanner } from '#client/components/update-banner.tsx';
import { queryClient } from '#client/lib/query-client.ts';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <UpdateBanner />
      <Toaster />
    </QueryClientProvider>
  );
}
