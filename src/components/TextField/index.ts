export {
  TextField,
  textFieldTypes,
  type TextFieldProps,
  type TextFieldType,
} from './TextField.tsx';
export { fieldTones, type FieldTone } from './field.css.ts';
