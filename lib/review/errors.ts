/**
 * A refused review action (not a bug): the HTTP status and code the API answers; the route
 * words it in the workspace's language (editor.review.errors.<code>).
 */
export type ReviewErrorCode = 'submission_not_found' | 'submission_closed' | 'own_submission' | 'not_reviewer' | 'not_author' | 'comment_required' | 'review_required' | 'variant_review_required' | 'listing_refused';

const statusOf: Record<ReviewErrorCode, number> = {
  submission_not_found: 404,
  submission_closed: 409,
  own_submission: 403,
  not_reviewer: 403,
  not_author: 403,
  comment_required: 400,
  review_required: 409,
  variant_review_required: 409,
  listing_refused: 422,
};

export class ReviewError extends Error {
  readonly status: number;

  constructor(
    readonly code: ReviewErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ReviewError';
    this.status = statusOf[code];
  }
}
