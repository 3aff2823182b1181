/**
 * The common opening of the contract's handlers, written once. A host's call waits the artificial
 * latency, then resolves its caller (`authenticatedHost`) and answers 401 `not_authenticated`
 * when there is none; a public call waits the latency only. Everything after the opening (body,
 * query and parameter checks, rate limits, the work itself) stays in the handler, in its order.
 *
 *   hostHttp.get('/api/goals', async ({ request, user, response }) => ...)
 *   publicHttp.get('/api/scheduling-links/{user}/{type}', async ({ params, response }) => ...)
 *
 * `hostHttp` and `publicHttp` take the same paths as `http` (typed by the contract); the resolver
 * gets everything `http` gives it, and a host's call gets the signed-in host as `user`.
 */
import { HttpResponse } from 'msw';
import type { HttpMethod, PathsFor, ResponseResolver, ResponseResolverInfo } from 'openapi-msw';
import type { paths } from '../../src/api/schema.gen';
import { sessionUser } from '../auth';
import type { UserRecord } from '../db';
import { http, latency, NOT_AUTHENTICATED } from './shared';

type Info<P extends keyof paths, M extends HttpMethod> = ResponseResolverInfo<paths, P, M>;
type Answer<P extends keyof paths, M extends HttpMethod> = ReturnType<
  ResponseResolver<paths, P, M>
>;
type HostResolver<P extends keyof paths, M extends HttpMethod> = (
  info: Info<P, M> & { user: UserRecord },
) => Answer<P, M>;

/**
 * The host a request speaks for, or null: the one place a handler's caller is resolved (today
 * the session cookie, `mocks/auth.ts`). Another way to authenticate belongs here, so that every
 * host handler learns it at once.
 */
export function authenticatedHost(
  request: Request,
  cookies: Record<string, string>,
): UserRecord | null {
  return sessionUser(request, cookies);
}

/** A host's call: latency, then the caller or 401, then `resolver` with the caller as `user`. */
export function hostHandler<P extends keyof paths, M extends HttpMethod>(
  resolver: HostResolver<P, M>,
): ResponseResolver<paths, P, M> {
  const opened = async (info: Info<P, M>) => {
    await latency();
    const user = authenticatedHost(info.request, info.cookies);
    if (!user) {
      return info.response.untyped(HttpResponse.json(NOT_AUTHENTICATED, { status: 401 }));
    }
    return resolver({ ...info, user });
  };
  // The contract's answer types are conditional on `P` and `M`, which TypeScript cannot resolve
  // for a generic opening; each handler's own answers are checked where it is written.
  return opened as ResponseResolver<paths, P, M>;
}

/** A public call (the booking page's): latency, then `resolver`. */
export function publicHandler<P extends keyof paths, M extends HttpMethod>(
  resolver: ResponseResolver<paths, P, M>,
): ResponseResolver<paths, P, M> {
  return async (info) => {
    await latency();
    return resolver(info);
  };
}

type Get = PathsFor<typeof http.get>;
type Post = PathsFor<typeof http.post>;
type Put = PathsFor<typeof http.put>;
type Patch = PathsFor<typeof http.patch>;
type Delete = PathsFor<typeof http.delete>;

/** `http` for a host's calls: every resolver runs after `hostHandler`'s opening. */
export const hostHttp = {
  get: <P extends Get>(path: P, resolver: HostResolver<P, 'get'>) =>
    http.get(path, hostHandler(resolver)),
  post: <P extends Post>(path: P, resolver: HostResolver<P, 'post'>) =>
    http.post(path, hostHandler(resolver)),
  put: <P extends Put>(path: P, resolver: HostResolver<P, 'put'>) =>
    http.put(path, hostHandler(resolver)),
  patch: <P extends Patch>(path: P, resolver: HostResolver<P, 'patch'>) =>
    http.patch(path, hostHandler(resolver)),
  delete: <P extends Delete>(path: P, resolver: HostResolver<P, 'delete'>) =>
    http.delete(path, hostHandler(resolver)),
};

/** `http` for the public calls: every resolver runs after `publicHandler`'s opening. */
export const publicHttp = {
  get: <P extends Get>(path: P, resolver: ResponseResolver<paths, P, 'get'>) =>
    http.get(path, publicHandler(resolver)),
  post: <P extends Post>(path: P, resolver: ResponseResolver<paths, P, 'post'>) =>
    http.post(path, publicHandler(resolver)),
  delete: <P extends Delete>(path: P, resolver: ResponseResolver<paths, P, 'delete'>) =>
    http.delete(path, publicHandler(resolver)),
};
