export {
  TextArea,
  counterLevel,
  defaultTextAreaMaxLength,
  type TextAreaProps,
} from './TextArea.tsx';
