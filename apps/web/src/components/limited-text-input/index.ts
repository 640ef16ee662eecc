export { LimitedTextInput, LimitedTextarea } from './limited-text-input';
