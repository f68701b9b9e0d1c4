// The public types of each library, as a consumer's own code uses them. Compiled with `tsc` under
// `nodenext` resolution, and again by tsconfig.declarations.json with `skipLibCheck: false`, so
// every declaration the browser libraries ship is checked too (the content server's, which pull
// in all of Kysely, are checked through api.tsx); the `@ts-expect-error` lines prove the types
// are real (not `any`).
import type {
  AnyModule,
  ApiClient,
  BlockModel,
  Locale,
  ModuleOf,
  NavigationItem,
  PagedList,
} from '@aula/api-client';
import type { ApiClientProvider, usePagedList } from '@aula/api-client/react';
import type { BlockProps, RenderOptions } from '@aula/blocks';
import type { ModulesProps } from '@aula/blocks/server';
import { t, type MessageKey } from '@aula/i18n';
import { href, type MatchResult, type ScreenId } from '@aula/routing';
import type { FooterProps, HeaderProps } from '@aula/ui';

export const locale: Locale = 'en';
export const screen: ScreenId = 'newsList';
export const newsUrl: string = href('newsDetail', 'de', { slug: 'rundgang', id: 7 });
export const key: MessageKey = 'layout.skipLink';
export const label: string = t('en', key);

export const headline: ModuleOf<'HeadlineModule'>['model'] = 'HeadlineModule';
export const models: BlockModel[] = ['TextModule', 'ImageModule'];
export const options: Partial<RenderOptions> = { locale: 'de', editMode: false };
export const pageOptions: ModulesProps['options'] = options;
export type TextProps = BlockProps<ModuleOf<'TextModule'>>;
export type PageModules = ModulesProps['modules'];
export type Menu = HeaderProps['menu'] extends NavigationItem[] ? true : never;
export type FooterLinks = FooterProps['socialLinks'];
export type Client = ApiClient['news']['list'];
export type Provider = typeof ApiClientProvider;
export type PagedHook = typeof usePagedList;
export type Page = PagedList<AnyModule>;
export type Match = MatchResult['kind'];

// @ts-expect-error: 'fr' is not a locale
export const french: Locale = 'fr';
// @ts-expect-error: no such screen
export const unknownScreen: ScreenId = 'nowhere';
// @ts-expect-error: newsDetail needs its slug and id
href('newsDetail', 'de');
// @ts-expect-error: not a message key
t('de', 'no.such.key');
// @ts-expect-error: not a block model
export const unknownModel: BlockModel = 'MarqueeModule';
