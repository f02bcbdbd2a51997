export {
  TextField,
  textFieldTypes,
  type TextFieldProps,
  type TextFieldType,
} from './TextField.tsx';
export {
  Field,
  splitFieldProps,
  type FieldControlProps,
  type FieldFrameProps,
  type FieldProps,
} from './Field.tsx';
export { fieldTones, type FieldTone } from './field.css.ts';
