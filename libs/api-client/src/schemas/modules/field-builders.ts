import type { MessageKey } from '@aula/i18n';
import * as v from 'valibot';
import { validationMessages as m } from '../validation-messages';
import type {
  AnchorField,
  BooleanField,
  ChildrenField,
  EmbedField,
  EntityReferenceField,
  ImageField,
  LinkField,
  RichTextField,
  SelectField,
  SelectOption,
  TextField,
} from './block-field';
import { embedAllowLists, type EmbedKind } from './embed-allow-lists';
import { embedInputSchema } from './embed-input';
import {
  anchorSchema,
  entryIdsSchema,
  linkSchema,
  mediaIdSchema,
  moduleFieldLimits as limits,
  optionalEmailAddress,
  optionalLinkSchema,
  optionalText,
  requiredText,
} from './field-rules';
import { imageAliases, type ImageAlias } from './image-fields';

// One builder per field kind: each returns the field's description for the editor form AND its
// save rule (`schema`), so the bound a form shows and the bound the server applies are one value.

interface Texts {
  label: MessageKey;
  help?: MessageKey;
}

const texts = ({ label, help }: Texts) => ({ label, help: help ?? null });

interface TextOptions extends Texts {
  maxLength?: number;
  multiline?: boolean;
}

/** A plain text; required ones must be non-empty after trimming. */
export function text(
  options: TextOptions & { required: true },
): TextField<ReturnType<typeof requiredText>>;
export function text(
  options: TextOptions & { required?: false },
): TextField<ReturnType<typeof optionalText>>;
export function text({
  required = false,
  maxLength = limits.shortText,
  multiline = false,
  ...rest
}: TextOptions & { required?: boolean }): TextField {
  const schema = required ? requiredText(maxLength) : optionalText(maxLength);
  return { kind: 'text', ...texts(rest), required, schema, default: '', maxLength, multiline };
}

/** An optional e-mail address, checked for its format (spec 5: 'Invalid e-mail address!'). */
export function emailAddress({
  maxLength = limits.shortText,
  ...rest
}: Texts & { maxLength?: number }): TextField<ReturnType<typeof optionalEmailAddress>> {
  const schema = optionalEmailAddress(maxLength);
  return {
    kind: 'text',
    ...texts(rest),
    required: false,
    schema,
    default: '',
    maxLength,
    multiline: false,
  };
}

/** Rich text (HTML from CKEditor). */
export function richText(
  options: Texts & { required: true },
): RichTextField<ReturnType<typeof requiredText>>;
export function richText(
  options: Texts & { required?: false },
): RichTextField<ReturnType<typeof optionalText>>;
export function richText({
  required = false,
  ...rest
}: Texts & { required?: boolean }): RichTextField {
  const schema = required ? requiredText(limits.richText) : optionalText(limits.richText);
  return {
    kind: 'richText',
    ...texts(rest),
    required,
    schema,
    default: '',
    maxLength: limits.richText,
  };
}

/** A required embed code or URL on the allow-list of `allowList`. */
export function embed(
  allowList: EmbedKind,
  options: Texts,
): EmbedField<ReturnType<typeof embedInputSchema>> {
  const schema = embedInputSchema(allowList);
  return {
    kind: 'embed',
    ...texts(options),
    required: true,
    schema,
    default: '',
    allowList,
    hosts: embedAllowLists[allowList],
    maxLength: limits.embed,
  };
}

interface LinkOptions extends Texts {
  newWindowField?: string;
}

/** A link target (site path, '#anchor', http(s), mailto, tel). */
export function link(options: LinkOptions & { required: true }): LinkField<typeof linkSchema>;
export function link(
  options: LinkOptions & { required?: false },
): LinkField<typeof optionalLinkSchema>;
export function link({
  required = false,
  newWindowField,
  ...rest
}: LinkOptions & { required?: boolean }): LinkField {
  const schema = required ? linkSchema : optionalLinkSchema;
  return {
    kind: 'link',
    ...texts(rest),
    required,
    schema,
    default: '',
    maxLength: limits.link,
    newWindowField: newWindowField ?? null,
  };
}

interface ImageOptions extends Texts {
  aliasField?: string;
}

const optionalImage = v.optional(v.nullable(mediaIdSchema), null);
const allAliases = Object.keys(imageAliases) as ImageAlias[];

/** A media library image. */
export function image(options: ImageOptions & { required: true }): ImageField<typeof mediaIdSchema>;
export function image(
  options: ImageOptions & { required?: false },
): ImageField<typeof optionalImage>;
export function image({
  required = false,
  aliasField,
  ...rest
}: ImageOptions & { required?: boolean }): ImageField {
  const schema = required ? mediaIdSchema : optionalImage;
  return {
    kind: 'image',
    ...texts(rest),
    required,
    schema,
    default: null,
    aliasField: aliasField ?? null,
    aliases: allAliases,
  };
}

interface SelectOptions<V extends string | number> extends Texts {
  options: readonly SelectOption<V>[];
  default: V;
  /** The message of a value outside the options (default 'validation.option'). */
  message?: string;
}

type Picklist<V extends string | number> = v.PicklistSchema<V[], string>;

/** One of fixed options; a required select has no fallback, an optional one falls back to `default`. */
export function select<const V extends string | number>(
  options: SelectOptions<V> & { required: true },
): SelectField<Picklist<V>, V>;
export function select<const V extends string | number>(
  options: SelectOptions<V> & { required?: false },
): SelectField<v.OptionalSchema<Picklist<V>, V>, V>;
export function select<const V extends string | number>({
  required = false,
  options,
  default: fallback,
  message = m.option,
  ...rest
}: SelectOptions<V> & { required?: boolean }): SelectField<v.GenericSchema, V> {
  const picklist = v.picklist(
    options.map((option) => option.value),
    message,
  );
  return {
    kind: 'select',
    ...texts(rest),
    required,
    schema: required ? picklist : v.optional(picklist, fallback as never),
    default: fallback,
    options,
  };
}

/** A checkbox, off in a new block. */
export function boolean(
  options: Texts,
): BooleanField<v.OptionalSchema<v.BooleanSchema<undefined>, false>> {
  return {
    kind: 'boolean',
    ...texts(options),
    required: false,
    schema: v.optional(v.boolean(), false),
    default: false,
  };
}

interface ItemDefinition<M extends string, I extends v.GenericSchema> {
  model: M;
  input: I;
}

type ItemsSchema<I extends v.GenericSchema> = v.OptionalSchema<
  v.SchemaWithPipe<
    readonly [v.ArraySchema<I, undefined>, v.MaxLengthAction<v.InferInput<I>[], number, string>]
  >,
  []
>;

/** Inline items of the block `item`, at most `maxItems` (spec 5: no 20,000 FAQ items). */
export function children<const M extends string, I extends v.GenericSchema>(
  item: ItemDefinition<M, I>,
  options: Texts & { maxItems?: number },
): ChildrenField<ItemsSchema<I>, M> {
  const maxItems = options.maxItems ?? limits.items;
  const schema = v.optional(
    v.pipe(v.array(item.input), v.maxLength(maxItems, m.tooMany)),
    [],
  ) as ItemsSchema<I>;
  return {
    kind: 'children',
    ...texts(options),
    required: false,
    schema,
    default: [],
    model: item.model,
    maxItems,
  };
}

/** The ids of chosen entries of `entity`, in order. */
export function entityReference(
  entity: EntityReferenceField['entity'],
  options: Texts,
): EntityReferenceField<ReturnType<typeof entryIdsSchema>> {
  return {
    kind: 'entityReference',
    ...texts(options),
    required: false,
    schema: entryIdsSchema(limits.entries),
    default: [],
    entity,
    maxItems: limits.entries,
  };
}

/** The in-page anchor every block honours (spec 3). */
export function anchor(): AnchorField<typeof anchorSchema> {
  return {
    kind: 'anchor',
    label: 'blockFields.anchor',
    help: 'blockFields.anchor.help',
    required: false,
    schema: anchorSchema,
    default: '',
    maxLength: limits.identifier,
  };
}

/** The option values that have a label text (`blockFields.option.<value>` in `@aula/i18n`). */
export type OptionName = {
  [K in MessageKey]: K extends `blockFields.option.${infer V}` ? V : never;
}[MessageKey];

/** Select options whose labels are `blockFields.option.<value>` (a value without a text is a type error). */
export function optionsOf<const V extends OptionName>(values: readonly V[]) {
  return values.map((value) => ({ value, label: `blockFields.option.${value}` as const }));
}
