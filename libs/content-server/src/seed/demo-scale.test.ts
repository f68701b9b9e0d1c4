import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../db/open-database';
import { testToday } from '../testing/test-today';
import { seedDemoContent } from './seed-demo-content';

describe('the demo content at a larger SEED_SCALE (DESIGN.md 5)', () => {
  it('fills the larger volumes with images, and bodies for the small seed only', async () => {
    const db = await openDatabase();
    try {
      await migrate(db);
      expect(await seedDemoContent(db, { scale: 2, today: testToday })).toBe(true);
      const imagesOf = async (table: 'news' | 'press_item') =>
        (await db.selectFrom(table).select(['id', 'image_id']).execute()).map(
          (row) => row.image_id,
        );
      const news = await imagesOf('news');
      expect(news).toHaveLength(200);
      expect(news).not.toContain(null);
      expect(await imagesOf('press_item')).toHaveLength(20 + 6);
      const bodies = await db
        .selectFrom('module')
        .select('slug')
        .where('locale', '=', 'de')
        .where('slug', 'like', 'news-%-body')
        .execute();
      expect(bodies).toHaveLength(60 - 6);
    } finally {
      await db.destroy();
    }
  }, 120_000);
});
