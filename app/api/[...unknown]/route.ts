import { jsonError } from '@/lib/http/responses';

/**
 * An /api path no handler serves. Without this route Next matched it against the public
 * site's [site]/[locale]/[[...path]] pages and answered 500 with an HTML error document; an
 * id of `..` (`/pages/%2e%2e/versions`) lands here too, since the URL parser folds the dot
 * segment away before routing.
 */
function unknownEndpoint(): Response {
  return jsonError(404, 'not_found', 'No API endpoint at this path');
}

export const GET = unknownEndpoint;
export const HEAD = unknownEndpoint;
export const POST = unknownEndpoint;
export const PUT = unknownEndpoint;
export const PATCH = unknownEndpoint;
export const DELETE = unknownEndpoint;
