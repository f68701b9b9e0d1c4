import { entityDefinitions } from '@aula/api-client';
import { adminGroups, adminNavGroups } from '@aula/routing';
import { describe, expect, it } from 'vitest';
import { formText } from '../forms/form-text';
import { adminHref } from './admin-context';
import { adminTrail } from './admin-trail';

const links = (locale: 'de' | 'en') => ({ text: formText(locale), href: adminHref(locale) });

describe('admin breadcrumbs (DESIGN.md 9)', () => {
  it('leads from a change page back through its list to the dashboard', () => {
    expect(adminTrail(['news', 'news', '12', 'change'], links('de'))).toEqual([
      { label: 'Übersicht', href: '/admin?lang=de' },
      { label: 'Inhalte' },
      { label: 'Neuigkeiten', href: '/admin/news/news?lang=de' },
      { label: 'Eintrag 12', current: true },
    ]);
  });

  it('marks a list, a new entry and an own screen as the current page, in English', () => {
    expect(adminTrail(['study', 'studysubject'], links('en')).at(-1)).toEqual({
      label: 'Study subjects',
      href: '/admin/study/studysubject?lang=en',
      current: true,
    });
    expect(
      adminTrail(['home', 'hometeaser', 'add'], links('en')).map((crumb) => crumb.label),
    ).toEqual(['Dashboard', 'Home page', 'Home teasers', 'New entry']);
    expect(adminTrail(['media'], links('en'))).toEqual([
      { label: 'Dashboard', href: '/admin?lang=en' },
      { label: 'Media' },
      { label: 'Media library', current: true },
    ]);
    expect(adminTrail([], links('en'))).toEqual([
      { label: 'Dashboard', href: '/admin?lang=en', current: true },
    ]);
  });

  it('says "not found" for a path that is no admin page', () => {
    expect(adminTrail(['nothing', 'here'], links('de')).at(-1)).toEqual({
      label: 'Diese Verwaltungsseite gibt es nicht.',
      current: true,
    });
    expect(adminTrail(['news', 'news', '12', 'delete'], links('de'))).toHaveLength(4);
  });
});

describe('admin navigation groups (DESIGN.md 9)', () => {
  it('names the group of every entity explicitly (none falls back to content)', () => {
    const grouped = Object.values(adminGroups).flatMap(({ apps }) => apps as readonly string[]);
    const apps = Object.values(entityDefinitions).map(({ path }) => path.split('/')[0]);
    expect(apps.filter((app) => !grouped.includes(app ?? ''))).toEqual([]);
  });

  it('lists every entity once, in the order of the entity definitions within its group', () => {
    const paths = Object.values(entityDefinitions).map(({ path }) => path);
    const items = adminNavGroups(paths).flatMap(({ items }) => items);
    expect(items.filter((item) => typeof item !== 'string')).toHaveLength(paths.length);
  });
});
