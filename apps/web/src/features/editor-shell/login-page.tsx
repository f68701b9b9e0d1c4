import { t } from '@aula/i18n';
import { defaultLocale, isLocale, otherLocale, sitePathOr } from '@aula/routing';
import type { Metadata } from 'next';
import { LoginScreen } from './LoginScreen';
import { loginUrl } from './login-url';
import styles from './LoginScreen.module.css';

interface LoginPageProps {
  /** The language the proxy chose (`?lang=` or the browser's `Accept-Language`). */
  params: Promise<{ lang: string }>;
  searchParams: Promise<{ next?: string | string[] }>;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

async function pageLocale({ params, searchParams }: LoginPageProps) {
  const { lang } = await params;
  return {
    locale: isLocale(lang) ? lang : defaultLocale,
    next: single((await searchParams).next) ?? null,
  };
}

export async function generateMetadata(props: LoginPageProps): Promise<Metadata> {
  const { locale } = await pageLocale(props);
  return {
    title: `${t(locale, 'editor.login.title')} | ${t(locale, 'site.shortName')}`,
    robots: { index: false, follow: false },
  };
}

/**
 * spec 6: the editor login (`/admin/login`): German or English by `?lang=` or the browser's
 * language; after logging in, back to `?next=` (a path on this site only) in edit mode.
 */
export default async function LoginPage(props: LoginPageProps) {
  const { locale, next: rawNext } = await pageLocale(props);
  const next = sitePathOr(rawNext === null ? `/${locale}` : rawNext);
  const other = otherLocale(locale);
  return (
    <div className={styles.body}>
      <main className={styles.main}>
        <h1>{t(locale, 'editor.login.title')}</h1>
        <LoginScreen locale={locale} next={next} />
        <p className={styles.links}>
          <a href={next === '/' ? `/${locale}` : next.replace(/[?&]edit(=[^&]*)?/, '')}>
            {t(locale, 'editor.login.back')}
          </a>
          <a href={loginUrl(other, next)} lang={other} hrefLang={other}>
            {t(locale, 'editor.login.language')}
          </a>
        </p>
      </main>
    </div>
  );
}
