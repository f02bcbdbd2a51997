export {
  TextField,
  textFieldTypes,
  type TextFieldProps,
  type TextFieldType,
} from './TextField.tsx';
export { Field, type FieldControlProps, type FieldProps } from './Field.tsx';
export { fieldTones, type FieldTone } from './field.css.ts';
