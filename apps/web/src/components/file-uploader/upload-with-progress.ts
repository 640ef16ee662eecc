import { ApiError, CONNECTION_FAILED } from '../../lib/api-client';

/**
 * Uploads go through the api client (lib/api-transfer's `upload`: multipart with progress and the same token refresh as
 * every call). A failed upload is an ApiError (status 0 without an answer); these names stay for the
 * screens that still say UploadError.
 */
export { ApiError as UploadError, CONNECTION_FAILED };
