import type { MessageKey } from '@aula/i18n';
import type * as v from 'valibot';
import type { EmbedKind } from './embed-allow-lists';
import type { ImageAlias } from './image-fields';

/** spec 3: what an entity-reference list (News, Event, Person list) points to. */
export type EntityReferenceKind = 'news' | 'event' | 'person';

/**
 * What every field of a block definition carries, whatever its kind: the i18n keys of its label
 * and help text (both languages in `@aula/i18n`), whether the editor must fill it, the rule the
 * server applies on save (`schema`, also the editor form's resolver) and its value in a new block.
 */
interface FieldBase<Kind extends string, S extends v.GenericSchema, D> {
  kind: Kind;
  label: MessageKey;
  help: MessageKey | null;
  required: boolean;
  schema: S;
  default: D;
}

type Schema = v.GenericSchema;

/** A plain text (an `<input>`, or a `<textarea>` when `multiline`). */
export interface TextField<S extends Schema = Schema> extends FieldBase<'text', S, string> {
  maxLength: number;
  multiline: boolean;
}

/** Rich text (CKEditor, spec 5 features); sanitized on save and at render with one policy. */
export interface RichTextField<S extends Schema = Schema> extends FieldBase<'richText', S, string> {
  maxLength: number;
}

/** A pasted embed code or URL; only a URL on `hosts` (the `allowList` kind) is kept. */
export interface EmbedField<S extends Schema = Schema> extends FieldBase<'embed', S, string> {
  allowList: EmbedKind;
  hosts: readonly string[];
  maxLength: number;
}

/** A link: a site path (internal, the link finder) or an http(s)/mailto/tel URL (external). */
export interface LinkField<S extends Schema = Schema> extends FieldBase<'link', S, string> {
  maxLength: number;
  /** The boolean field of the same block that opens the link in a new window, if any. */
  newWindowField: string | null;
}

/** A media library image (the image finder). */
export interface ImageField<S extends Schema = Schema> extends FieldBase<
  'image',
  S,
  number | null
> {
  /** The select field of the same block that picks the crop, if any. */
  aliasField: string | null;
  /** The crops the image is shown in (spec 9: vertical 400x500, horizontal 1240x700). */
  aliases: readonly ImageAlias[];
}

/** One choice of a select field. */
export interface SelectOption<V extends string | number = string | number> {
  value: V;
  label: MessageKey;
}

/** A choice among fixed options (extra_class, headline level, alias, layout). */
export interface SelectField<
  S extends Schema = Schema,
  V extends string | number = string | number,
> extends FieldBase<'select', S, V> {
  options: readonly SelectOption<V>[];
}

/** A checkbox. */
export type BooleanField<S extends Schema = Schema> = FieldBase<'boolean', S, boolean>;

/** Items edited inline in order, each a block of `model` (FAQ items, teasers, images...). */
export interface ChildrenField<
  S extends Schema = Schema,
  M extends string = string,
> extends FieldBase<'children', S, []> {
  model: M;
  maxItems: number;
}

/** Entries chosen with a picker (news, events, persons), in order. */
export interface EntityReferenceField<S extends Schema = Schema> extends FieldBase<
  'entityReference',
  S,
  number[]
> {
  entity: EntityReferenceKind;
  maxItems: number;
}

/** An in-page anchor or a section slug: letters, digits, `-` and `_`. */
export interface AnchorField<S extends Schema = Schema> extends FieldBase<
  'anchor',
  S,
  string | null
> {
  maxLength: number;
}

/** Any field of a block definition. */
export type BlockField =
  | TextField
  | RichTextField
  | EmbedField
  | LinkField
  | ImageField
  | SelectField
  | BooleanField
  | ChildrenField
  | EntityReferenceField
  | AnchorField;

/** Every field kind; a record `satisfies { [K in BlockFieldKind]: ... }` must handle each. */
export type BlockFieldKind = BlockField['kind'];

/** The field of `kind`. */
export type BlockFieldOf<K extends BlockFieldKind> = Extract<BlockField, { kind: K }>;

/** A block's fields by input key, in form order. */
export type BlockFields = Record<string, BlockField>;
