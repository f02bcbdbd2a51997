export { FileInput, fileInputWording, type FileInputProps } from './FileInput.tsx';
