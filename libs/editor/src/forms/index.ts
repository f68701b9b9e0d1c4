// The block forms of the editor (DESIGN.md 8), generated from the block definitions.
export {
  BlockForm,
  type BlockFormHandle,
  type BlockFormProps,
  type FormBlockModel,
} from './BlockForm/BlockForm';
export { blockFormValue, brokenBlockFormValue, type BlockFormValue } from './block-form-value';
export { ErrorSummary, type ErrorSummaryProps } from './ErrorSummary/ErrorSummary';
export { errorSummaryItems, type ErrorSummaryItem } from './error-summary-items';
export { fieldId } from './field-id';
