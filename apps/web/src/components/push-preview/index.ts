export { PushPreview, type PushPreviewProps } from './push-preview';
