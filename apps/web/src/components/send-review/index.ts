export { SendReviewDialog, type SendReviewProps } from './send-review-dialog';
