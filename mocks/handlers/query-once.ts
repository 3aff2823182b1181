/**
 * A query parameter given twice answers 400 for every operation (contract, "Requests and
 * answers"), before any handler reads the first or the last of them: one request never means two
 * things (`?cancelBookings=true&cancelBookings=false`).
 */
import { http, HttpResponse } from 'msw';
import { invalid } from '../errors';

/** The first query parameter named more than once, or null. */
export function repeatedParam(search: URLSearchParams): string | null {
  const seen = new Set<string>();
  for (const key of search.keys()) {
    if (seen.has(key)) return key;
    seen.add(key);
  }
  return null;
}

export const queryOnceHandler = http.all(/\/(?:api|auth)\//, ({ request }) => {
  const key = repeatedParam(new URL(request.url).searchParams);
  if (key === null) return undefined;
  return HttpResponse.json(invalid(`${key} must be given at most once`, key), { status: 400 });
});
