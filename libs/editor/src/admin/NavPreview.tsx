import type { Locale } from '@aula/routing';
import { useState } from 'react';
import { useAdmin } from './admin-context';
import type { NavNode } from './nav-tree';
import styles from './Admin.module.css';

function Level({ nodes, locale }: { nodes: NavNode[]; locale: Locale }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.key}>
          {(locale === 'de' ? node.headline_de : node.headline_en) || '—'}
          {node.in_highlight_menu && ' ★'}
          {node.children.length > 0 && <Level nodes={node.children} locale={locale} />}
        </li>
      ))}
    </ul>
  );
}

/** The edited tree as visitors will see it, in either language, before it is saved. */
export function NavPreview({ nodes }: { nodes: NavNode[] }) {
  const { text, locale } = useAdmin();
  const [language, setLanguage] = useState<Locale>(locale);
  return (
    <section className={styles.preview} aria-labelledby="admin-nav-preview">
      <h2 id="admin-nav-preview">{text('admin.navigation.preview')}</h2>
      <div role="group" aria-label={text('admin.language')} className={styles.actions}>
        {(['de', 'en'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={styles.button}
            aria-pressed={language === option}
            onClick={() => setLanguage(option)}
          >
            {text(option === 'de' ? 'admin.form.german' : 'admin.form.english')}
          </button>
        ))}
      </div>
      <nav aria-label={text('admin.navigation.preview')} lang={language}>
        <Level nodes={nodes} locale={language} />
      </nav>
    </section>
  );
}
