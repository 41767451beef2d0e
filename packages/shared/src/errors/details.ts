/* The API's error texts. No schemas here: the storefront's first load imports this file directly. */

export const NOT_AUTHENTICATED_DETAIL = 'Authentication credentials were not provided.';
export const INVALID_TOKEN_DETAIL = 'Your session token is invalid. Please sign in again.';
export const TOKEN_EXPIRED_DETAIL = 'Your session has expired. Please sign in again.';
export const FORBIDDEN_DETAIL = 'You do not have permission to perform this action.';
export const NOT_FOUND_DETAIL = 'Not found.';
export const INTERNAL_ERROR_DETAIL = 'Something went wrong on our side. Please try again later.';
