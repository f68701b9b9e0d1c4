import {
  blockDefinitions,
  createClient,
  issuesToFieldErrors,
  placedBlock,
  type AnyModule,
  type ApiClient,
  type BlockModel,
  type BlockPlacement,
  type FieldErrors,
} from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import * as v from 'valibot';
import type { BlockFormValue } from '../block-form-value';
import { BlockFormContext, type BlockFormContextValue } from '../form-context';
import { text } from '../../editor-text';
import { formText } from '../form-text';
import { FieldList } from '../fields/FieldList';
import styles from '../fields/fields.module.css';

/** What the section editor asks of one block's form. */
export interface BlockFormHandle {
  /** Validates with the definition's input schema (the server's rule); shows messages at the fields; answers the errors (empty when valid). */
  validate(): Promise<FieldErrors>;
  /** Puts a 400's field errors (i18n keys, keyed by field path like `content` or `children.1.content`) onto the fields. */
  setErrors(errors: FieldErrors): void;
  /**
   * DESIGN.md 8: a text typed on the page (`content`, `children.1.headline`) into its field,
   * validated as if typed there; answers the field's message (an i18n key), if any.
   */
  setText(path: string, text: string): Promise<string | undefined>;
}

/** A block model that has a form of its own (a container is edited as the section). */
export type FormBlockModel = Exclude<BlockModel, 'ContainerModule'>;

export interface BlockFormProps {
  model: FormBlockModel;
  /** The block's editable values (its definition's field keys; items inline under `children`). */
  defaultValue: BlockFormValue;
  /** Every change, with the form's dirty flag. */
  onChange?(value: BlockFormValue, state: { dirty: boolean }): void;
  /** Unique per block within the section modal; field ids are `fieldId(idPrefix, path)`. */
  idPrefix: string;
  locale: Locale;
  /** The module as read, when editing an existing block (image previews, titles of chosen entries). */
  module?: AnyModule;
  /** The content API for uploads and entry search (same-origin by default). */
  client?: ApiClient;
  /** Where the block sits (its section's layout and column): a Headline in a narrow column offers levels 2 to 4 (spec 5). */
  placement?: BlockPlacement | undefined;
  /**
   * Why the stored block no longer reads; the form opens with it and with its field errors shown.
   */
  problem?: string | undefined;
  ref?: Ref<BlockFormHandle>;
}

/** Same-origin: the browser calls `/{locale}/pageeditor-api/...` on the host with its session. */
const sameOriginClient = createClient();

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * DESIGN.md 8: one block's form, generated from its definition in `@aula/api-client`:
 * react-hook-form with the valibot resolver over the very input schema the server applies, so
 * every spec 5 rule shows its translated message at its field. A group of fields, not a
 * `<form>`: the section editor holds all blocks of a section in one form.
 */
export function BlockForm({
  model,
  defaultValue,
  onChange,
  idPrefix,
  locale,
  module,
  client = sameOriginClient,
  placement,
  problem,
  ref,
}: BlockFormProps) {
  const definition = blockDefinitions[model];
  // The placement can change the rules (a new layout puts the block in a narrow column).
  const placed = placedBlock(model, placement);
  // `model` is only known at run time, so the schema is typed as the form's generic values.
  const schema = placed.input as unknown as v.GenericSchema<BlockFormValue>;
  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  const methods = useForm<BlockFormValue>({
    defaultValues: defaultValue,
    resolver: (values, context, options) =>
      valibotResolver(schemaRef.current)(values, context, options),
    mode: 'onTouched',
  });
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const subscription = methods.watch((value) =>
      onChangeRef.current?.(value, { dirty: !same(value, defaultValue) }),
    );
    return () => subscription.unsubscribe();
  }, [methods, defaultValue]);

  // A broken block shows at once which fields no longer pass, not only after the first save.
  useEffect(() => {
    if (problem) void methods.trigger();
  }, [problem, methods]);

  useImperativeHandle(
    ref,
    () => ({
      async validate() {
        await methods.trigger();
        const result = v.safeParse(schema, methods.getValues());
        return result.success ? {} : issuesToFieldErrors(result.issues);
      },
      async setText(path, text) {
        methods.setValue(path, text, { shouldDirty: true, shouldTouch: true });
        await methods.trigger(path);
        return methods.getFieldState(path).error?.message;
      },
      setErrors(errors) {
        for (const [path, [message]] of Object.entries(errors)) {
          if (message)
            methods.setError(
              path === '' ? 'root' : path,
              { type: 'server', message },
              { shouldFocus: false },
            );
        }
      },
    }),
    [methods, schema],
  );

  const context = useMemo<BlockFormContextValue>(
    () => ({
      idPrefix,
      locale,
      text: formText(locale),
      module,
      client,
      renderFields: (fields, path) => <FieldList fields={fields} path={path} />,
    }),
    [idPrefix, locale, module, client],
  );

  return (
    <FormProvider {...methods}>
      <BlockFormContext.Provider value={context}>
        <fieldset className={styles.form} data-aula-form={model}>
          <legend className={styles.formLegend}>{t(locale, definition.label)}</legend>
          {problem && (
            <p className={styles.brokenNotice} role="note">
              {text(locale, 'editor.block.brokenNotice', { problem })}
            </p>
          )}
          <FieldList fields={placed.fields} path="" />
        </fieldset>
      </BlockFormContext.Provider>
    </FormProvider>
  );
}
