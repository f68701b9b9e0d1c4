import type { Locale } from './locales';
import type { ParamRule, RuleValue } from './param-rules';

/** One screen: its path per language below the `/{locale}` prefix and the rules of its parameters. */
export interface RouteRow {
  readonly de: string;
  readonly en: string;
  /** Rules of the parameters that are not a plain `segment`. */
  readonly rules?: Readonly<Record<string, ParamRule>>;
}

/**
 * spec 2: every screen of the site and its path per language, below the `/{locale}` prefix.
 * `{name}` is a parameter, `{name?}` an optional one (only at the end). Rows are tried in order,
 * so fixed paths come before the parameters that would also match them. Links, matching,
 * alternates and the host's rewrites are all derived from this table.
 */
export const routeTable = {
  home: { de: '', en: '' },
  notFound: { de: '/404', en: '/404' },
  applicationOverview: { de: '/bewerbung', en: '/application' },
  applicationDetail: { de: '/bewerbung/{slug}/{id}', en: '/application/{slug}/{id}' },
  microsites: { de: '/microsites', en: '/microsites' },
  newsList: { de: '/neuigkeiten', en: '/news' },
  newsDetail: { de: '/neuigkeiten/{slug}/{id}', en: '/news/{slug}/{id}' },
  newsletter: { de: '/newsletter', en: '/newsletter' },
  personList: { de: '/personen', en: '/person' },
  personDetail: { de: '/personen/{slug}/{id}', en: '/person/{slug}/{id}' },
  press: { de: '/presse', en: '/press' },
  pressReleaseList: { de: '/pressemitteilungen', en: '/press-releases' },
  pressReleaseDetail: { de: '/pressemitteilungen/{slug}/{id}', en: '/press-releases/{slug}/{id}' },
  studyOverview: { de: '/studium', en: '/study' },
  guestAuditors: { de: '/studium/gasthoererschaft', en: '/study/guest-auditors' },
  faculty: { de: '/studium/{faculty}', en: '/study/{faculty}', rules: { faculty: 'faculty' } },
  studyProgramme: {
    de: '/studium/{faculty}/{studyTitle}/{id}',
    en: '/study/{faculty}/{studyTitle}/{id}',
    rules: { faculty: 'faculty', id: 'digits' },
  },
  studySubject: {
    de: '/studium/{faculty}/{studyTitle}/{id}/{subjectTitle}/{subjectId}',
    en: '/study/{faculty}/{studyTitle}/{id}/{subjectTitle}/{subjectId}',
    rules: { faculty: 'faculty', id: 'digits', subjectId: 'digits' },
  },
  eventList: { de: '/veranstaltungen', en: '/events' },
  eventDetail: { de: '/veranstaltungen/{slug}/{id}', en: '/events/{slug}/{id}' },
  search: {
    de: '/search/{category?}/{page?}',
    en: '/search/{category?}/{page?}',
    rules: { category: 'searchCategory', page: 'positiveInteger' },
  },
} as const satisfies Record<string, RouteRow & Record<Locale, string>>;

export type ScreenId = keyof typeof routeTable;

/** Every screen id, in the order the matcher tries them. */
export const screenIds = Object.keys(routeTable) as ScreenId[];

type Placeholders<Pattern extends string> = Pattern extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;
type RequiredName<P> = P extends `${string}?` ? never : P;
type OptionalName<P> = P extends `${infer Name}?` ? Name : never;
type PatternOf<S extends ScreenId> = (typeof routeTable)[S]['de'];
type RulesOf<S extends ScreenId> = (typeof routeTable)[S] extends { rules: infer R } ? R : object;
type RuleOf<S extends ScreenId, Name extends string> =
  RulesOf<S> extends Record<Name, infer R extends ParamRule> ? R : 'segment';
type InputValue<R extends ParamRule> = R extends 'digits' | 'positiveInteger' | 'segment'
  ? string | number
  : RuleValue<R>;

/** The names of a screen's required and optional parameters. */
export type RequiredParamName<S extends ScreenId> = RequiredName<Placeholders<PatternOf<S>>>;
export type OptionalParamName<S extends ScreenId> = OptionalName<Placeholders<PatternOf<S>>>;

/** The parameters `href` takes for a screen: numbers are welcome where a rule wants digits. */
export type ScreenParams<S extends ScreenId> = {
  [K in RequiredParamName<S>]: InputValue<RuleOf<S, K>>;
} & { [K in OptionalParamName<S>]?: InputValue<RuleOf<S, K>> };

/** The parameters `match` gives for a screen: decoded strings, narrowed where a rule allows it. */
export type MatchedParams<S extends ScreenId> = {
  [K in RequiredParamName<S>]: RuleValue<RuleOf<S, K>>;
} & { [K in OptionalParamName<S>]?: RuleValue<RuleOf<S, K>> };
