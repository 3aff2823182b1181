import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { api, unwrap } from './client';
import { ApiError, failureMatches, messageOf, NetworkError } from './errors';

const me = '*/api/auth/me';
const user = {
  id: 'u1',
  name: 'Jordan Lee',
  email: 'jordan.lee@example.com',
  picture: null,
  hasRequiredScopes: true,
  calendarStatus: 'connected',
};

describe('api client', () => {
  it('returns the parsed body of a successful answer', async () => {
    server.use(http.get(me, () => HttpResponse.json(user)));
    await expect(unwrap(api.GET('/api/auth/me'))).resolves.toEqual(user);
  });

  it('sends credentials with every request', async () => {
    let credentials: RequestCredentials | undefined;
    server.use(
      http.get(me, ({ request }) => {
        credentials = request.credentials;
        return HttpResponse.json(user);
      }),
    );
    await unwrap(api.GET('/api/auth/me'));
    expect(credentials).toBe('include');
  });

  it('turns an error with a JSON body into "{status}: {body}" and keeps the server message', async () => {
    server.use(
      http.get(me, () => HttpResponse.json({ error: 'Not authenticated' }, { status: 401 })),
    );
    const error = await unwrap(api.GET('/api/auth/me')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"error":"Not authenticated"}');
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).serverMessage).toBe('Not authenticated');
    expect(messageOf(error, 'fallback')).toBe('Not authenticated');
  });

  it("keeps the contract's error code beside the message", async () => {
    server.use(
      http.get(me, () =>
        HttpResponse.json(
          { error: 'Not authenticated', code: 'not_authenticated' },
          { status: 401 },
        ),
      ),
    );
    const error = await unwrap(api.GET('/api/auth/me')).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('not_authenticated');
    const failure = { code: (error as ApiError).code, message: (error as ApiError).message };
    expect(failureMatches(failure, ['not_authenticated'], /never/)).toBe(true);
    // With a code, the code alone decides: matching words do not count.
    expect(failureMatches(failure, ['slot_taken', 'rate_limited'], /Not authenticated/)).toBe(
      false,
    );
    // Without a code, the words decide.
    expect(failureMatches({ message: 'Not authenticated' }, ['slot_taken'], /authenticated/)).toBe(
      true,
    );
  });

  it('uses the body text when the error body is not JSON', async () => {
    server.use(http.get(me, () => new HttpResponse('upstream timeout', { status: 502 })));
    const error = await unwrap(api.GET('/api/auth/me')).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('502: upstream timeout');
    expect((error as ApiError).serverMessage).toBeUndefined();
    expect(messageOf(error, 'Failed to load')).toBe('Failed to load');
  });

  it('uses the status text when the error body is empty', async () => {
    server.use(
      http.get(
        me,
        () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }),
      ),
    );
    const error = await unwrap(api.GET('/api/auth/me')).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect((error as ApiError).body).toBe('');
  });

  it('turns a network failure into a NetworkError', async () => {
    server.use(http.get(me, () => HttpResponse.error()));
    const error = await unwrap(api.GET('/api/auth/me')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toMatch(/^Network error: /);
    expect(messageOf(error, 'Please try again.')).toBe('Please try again.');
  });

  it('resolves undefined for a 204 answer', async () => {
    server.use(http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 204 })));
    await expect(unwrap(api.POST('/api/auth/logout'))).resolves.toBeUndefined();
  });
});
