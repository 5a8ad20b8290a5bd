import { Connection } from 'mongoose';

export const PROCESSED = 'processed_events';

/** Which (handler, event) pairs are done: a redelivered event skips the handlers that already ran. */
export interface ProcessedMarkers {
  has(id: string): Promise<boolean>;
  mark(id: string, topic: string): Promise<void>;
}

/** The markers in the service's own database (swept after PROCESSED_KEEP_MS). */
export function storeMarkers(connection: Connection): ProcessedMarkers {
  const processed = () => connection.collection<{ _id: string; topic: string; at: Date }>(PROCESSED);
  return {
    has: async (id) => (await processed().findOne({ _id: id })) !== null,
    mark: async (id, topic) => {
      await processed().updateOne({ _id: id }, { $set: { topic, at: new Date() } }, { upsert: true });
    },
  };
}
