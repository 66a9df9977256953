import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../platform/db/client';
import { keys } from '../platform/db/keys';
import { queryAll } from '../platform/db/query';
import { createLogger } from '../platform/http/logger';

const log = createLogger({ entry: 'job:school-year-rollover' });

export interface Period {
  id: string;
  fromDate: string;
  toDate: string;
}

/** Today's date in Sofia as YYYY-MM-DD. */
export function sofiaToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(now);
}

/** The period whose dates cover `day`, or undefined between periods. */
export function periodCovering(periods: Period[], day: string): Period | undefined {
  return periods.find((p) => p.fromDate <= day && day <= p.toDate);
}

/**
 * Daily at 00:05 Sofia time: each kindergarten's active school year becomes the one covering today
 * (15 September starts a new one). Reads the kindergartens through their index, never a Scan.
 */
export async function handler(event?: {
  time?: string;
}): Promise<{ kindergartens: number; changed: number }> {
  const day = sofiaToday(event?.time ? new Date(event.time) : new Date());
  const kindergartens = await queryAll<{ id: string; activePeriodId?: string | null }>({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.kindergartenDirectory().GSI2PK },
  });
  let changed = 0;
  for (const kg of kindergartens) {
    const periods = await queryAll<Period>({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': keys.schoolYear(kg.id, '').PK, ':sk': 'PERIOD#' },
    });
    const current = periodCovering(periods, day);
    if (!current || current.id === kg.activePeriodId) continue;
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.kindergarten(kg.id),
        UpdateExpression: 'SET activePeriodId = :p',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':p': current.id },
      }),
    );
    for (const p of periods) {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.schoolYear(kg.id, p.id),
          UpdateExpression: 'SET active = :a',
          ExpressionAttributeValues: { ':a': p.id === current.id },
        }),
      );
    }
    changed++;
  }
  log.info('school years rolled over', { kindergartens: kindergartens.length, changed });
  return { kindergartens: kindergartens.length, changed };
}
