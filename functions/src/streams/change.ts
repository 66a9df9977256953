/** One stream record with its images unmarshalled: what every stream consumer receives. */
export interface TableChange {
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE';
  /** Unique per record; the stream handler reports it back when the record failed. */
  sequenceNumber: string;
  keys: Record<string, unknown>;
  newImage?: Record<string, unknown>;
  oldImage?: Record<string, unknown>;
  /** True when DynamoDB's TTL removed the item (not a user's or the code's delete). */
  expired: boolean;
}

/**
 * A consumer of the table's stream. `consume` is called for every record in order; it picks what it
 * cares about and must be idempotent, since a failed batch is retried from the first failed record.
 */
export interface StreamConsumer {
  name: string;
  consume(change: TableChange): Promise<void>;
}
