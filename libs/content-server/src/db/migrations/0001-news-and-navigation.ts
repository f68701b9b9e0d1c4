import { sql, type Kysely, type Migration } from 'kysely';

export const newsAndNavigation: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('news')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('slug_de', 'text', (col) => col.notNull())
      .addColumn('slug_en', 'text', (col) => col.notNull())
      .addColumn('title_de', 'text', (col) => col.notNull())
      .addColumn('title_en', 'text', (col) => col.notNull())
      .addColumn('teaser_de', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('teaser_en', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('category_de', 'text')
      .addColumn('category_en', 'text')
      .addColumn('published_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('is_online', 'boolean', (col) => col.notNull().defaultTo(true))
      .execute();
    await db.schema
      .createIndex('news_published_at')
      .on('news')
      .columns(['published_at desc', 'id desc'])
      .execute();

    await db.schema
      .createTable('navigation_item')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('parent_id', 'integer', (col) =>
        col.references('navigation_item.id').onDelete('cascade'),
      )
      .addColumn('menu', 'text', (col) => col.notNull().check(sql`menu in ('menu', 'footer')`))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('headline_de', 'text', (col) => col.notNull())
      .addColumn('headline_en', 'text', (col) => col.notNull())
      .addColumn('url_de', 'text', (col) => col.notNull())
      .addColumn('url_en', 'text', (col) => col.notNull())
      .addColumn('in_highlight_menu', 'boolean', (col) => col.notNull().defaultTo(false))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('navigation_item').execute();
    await db.schema.dropTable('news').execute();
  },
};
