export { FileUploader, type FileUploaderProps } from './file-uploader';
export { uploadPercent, UploadError, CONNECTION_FAILED } from './upload-with-progress';
export {
  ACCEPTED_TYPES,
  INVALID_TYPE_ERROR,
  MULTIPLE_FILES_ERROR,
  dropError,
  isAcceptedFile,
  type UploadKind,
} from './file-types';
