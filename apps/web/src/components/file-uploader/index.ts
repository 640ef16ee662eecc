export { FileUploader, type FileUploaderProps } from './file-uploader';
export {
  uploadWithProgress,
  uploadPercent,
  UploadError,
  CONNECTION_FAILED,
  type UploadOptions,
} from './upload-with-progress';
export {
  ACCEPTED_TYPES,
  INVALID_TYPE_ERROR,
  MULTIPLE_FILES_ERROR,
  dropError,
  isAcceptedFile,
  type UploadKind,
} from './file-types';
