export {
  LimitedTextInput,
  LimitedTextarea,
  type LimitedTextInputProps,
  type LimitedTextareaProps,
} from './limited-text-input';
export { acceptEdit, isBelowMin, useLimitedText, type TextLimits } from './limited-text';
