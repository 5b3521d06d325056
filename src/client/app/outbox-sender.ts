import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startOutbox } from '#client/lib/offline/outbox.ts';
import { deliverQueuedMessage } from '#client/features/conversations/api/send-message.ts';
import { publishQueuedListing } from '#client/features/products/api/create-product.ts';

/** While someone is signed in, what they made without a connection goes out: now, and whenever it returns. */
export function useOutboxSender(userId: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null) return undefined;
    return startOutbox(userId, (entry) =>
      entry.kind === 'message'
        ? deliverQueuedMessage(queryClient, entry)
        : publishQueuedListing(queryClient, entry),
    );
  }, [userId, queryClient]);
}
