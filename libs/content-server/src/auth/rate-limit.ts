import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** DESIGN.md 6: failed logins allowed per window, per account and per address. */
export const loginLimits = { windowMs: 15 * 60 * 1000, perAccount: 5, perAddress: 20 } as const;

const keys = (account: string, address: string) =>
  [`account:${account.trim().toLowerCase()}`, `address:${address}`] as const;

/** Whether another login attempt for `account` from `address` is allowed now. */
export async function loginAllowed(
  db: Kysely<Database>,
  account: string,
  address: string,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - loginLimits.windowMs);
  const [accountKey, addressKey] = keys(account, address);
  const rows = await db
    .selectFrom('login_attempt')
    .select(['key', db.fn.countAll<string>().as('count')])
    .where('key', 'in', [accountKey, addressKey])
    .where('attempted_at', '>', since)
    .groupBy('key')
    .execute();
  const count = (key: string) => Number(rows.find((row) => row.key === key)?.count ?? 0);
  return count(accountKey) < loginLimits.perAccount && count(addressKey) < loginLimits.perAddress;
}

/** Records a failed attempt (and forgets attempts older than the window). */
export async function recordFailedLogin(
  db: Kysely<Database>,
  account: string,
  address: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('login_attempt')
      .where('attempted_at', '<', new Date(now.getTime() - loginLimits.windowMs))
      .execute();
    await trx
      .insertInto('login_attempt')
      .values(keys(account, address).map((key) => ({ key, attempted_at: now })))
      .execute();
  });
}

/** A successful login clears the account's failures. */
export async function clearFailedLogins(db: Kysely<Database>, account: string): Promise<void> {
  await db.deleteFrom('login_attempt').where('key', '=', keys(account, '')[0]).execute();
}
