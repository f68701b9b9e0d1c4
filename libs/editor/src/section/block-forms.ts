// The block forms (the lead's `forms`, DESIGN.md 8): the section dialog's only way in.
export {
  BlockForm,
  ErrorSummary,
  blockFormValue,
  brokenBlockFormValue,
  errorSummaryItems,
  fieldId,
  type BlockFormHandle,
} from '../forms';
