export { FileUploader } from './file-uploader';
export { UploadError, CONNECTION_FAILED } from './upload-with-progress';
