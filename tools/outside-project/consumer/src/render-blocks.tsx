// Every block of @aula/blocks rendered to HTML with react-dom/server in plain Node, from the
// demo modules of the blocks' stories (module-fixtures.ts, copied beside this file by the test).
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import type { AnyModule, BlockModel } from '@aula/api-client';
import { blockRenderers, ModuleRenderer, Modules, type RenderOptions } from '@aula/blocks/server';
import { renderToString } from 'react-dom/server';
import { everyBlockPage } from './module-fixtures.js';

/** Every module of a page, nested ones included (container columns, list children). */
function flatten(modules: readonly AnyModule[]): AnyModule[] {
  return modules.flatMap((module) => {
    const columns = 'columns' in module ? module.columns.flatMap((column) => column.children) : [];
    const children =
      'children' in module && Array.isArray(module.children)
        ? (module.children as AnyModule[])
        : [];
    return [
      module,
      ...flatten(columns as AnyModule[]),
      ...flatten(children.filter((child) => 'model' in child)),
    ];
  });
}

const page = everyBlockPage();
const models = new Set(flatten(page).map((module) => module.model));
const renderers = Object.keys(blockRenderers) as BlockModel[];
assert.deepEqual(
  renderers.filter((model) => !models.has(model)),
  [],
  'the demo page has a module of every block model',
);

for (const locale of ['de', 'en'] as const) {
  const options: Partial<RenderOptions> = { locale };
  for (const module of flatten(page)) {
    const html = renderToString(<ModuleRenderer module={module} options={options} />);
    assert.ok(html.length > 0, `${module.model} (${locale}) renders HTML`);
    assert.doesNotMatch(html, /<script/, `${module.model} renders no script`);
  }
}

const html = renderToString(<Modules modules={page} options={{ locale: 'de' }} />);
for (const text of [
  'Kunst und Design studieren',
  'Mehr anzeigen',
  'aria-roledescription="Karussell"',
  'Diesen Inhalt von YouTube einmal laden',
  'Neue Professur für Klangkunst 1',
]) {
  assert.ok(html.includes(text), `the page shows ${text}`);
}
assert.doesNotMatch(html, /<iframe/, 'no external embed before consent');
const english = renderToString(<Modules modules={page} options={{ locale: 'en' }} />);
assert.ok(english.includes('Load this content from Spotify once'), 'English texts in English');

writeFileSync(
  'out/blocks.html',
  `<!doctype html><meta charset="utf-8"><link rel="stylesheet" href="../node_modules/@aula/blocks/dist/styles.css"><main>${html}</main>`,
);
console.log(
  `react-dom/server: ${renderers.length} block models rendered in de and en (${Math.round(html.length / 1024)} KiB of HTML)`,
);
