import { newsletterSignupAnswerSchema, newslettersSchema } from '@aula/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

const signUp = async (locale: 'de' | 'en', body: unknown) => {
  const token = await server.csrfToken();
  return server.app.request(`/${locale}/api/newsletter/`, {
    method: 'POST',
    headers: {
      cookie: `csrftoken=${token}`,
      'X-CSRFToken': token,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
};
const subscriptions = () => server.db.selectFrom('newsletter_subscription').selectAll().execute();

describe('newsletter sign-up', () => {
  it('lists the newsletters per language', async () => {
    expect(
      v
        .parse(newslettersSchema, (await server.getJson('/en/api/newsletter/')).body)
        .map((item) => item.name),
    ).toEqual(['University newsletter', 'Concert calendar', 'Exhibitions']);
  });

  it('answers 400 with the translated-message keys of spec 5 and stores nothing', async () => {
    const response = await signUp('de', { email: 'nope', name: '', newsletters: [] });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual({
      email: ['validation.emailInvalid'],
      name: ['validation.nameRequired'],
      newsletters: ['validation.newsletterRequired'],
    });
    expect((await signUp('de', { email: 'a@b.de', name: 'A', newsletters: [999] })).status).toBe(
      400,
    );
    expect(await subscriptions()).toEqual([]);
  });

  it('stores a pending subscription, mails the opt-in link, and confirms it only with the token', async () => {
    const response = await signUp('en', {
      email: 'Reader@Example.org',
      name: 'Reader',
      newsletters: [1, 2],
    });
    expect(response.status).toBe(201);
    expect(v.parse(newsletterSignupAnswerSchema, await response.json())).toEqual({
      status: 'pending',
    });
    const [pending] = await subscriptions();
    expect(pending).toMatchObject({
      email: 'reader@example.org',
      confirmed_at: null,
      newsletter_ids: [1, 2],
      locale: 'en',
    });
    const link =
      /\/en\/api\/newsletter\/confirm\/[\w-]+\//.exec(server.mails.at(-1)?.text ?? '')?.[0] ?? '';
    expect(link).toContain(pending?.token);
    expect((await server.getJson('/en/api/newsletter/confirm/wrong/')).status).toBe(404);
    expect((await server.getJson(link)).body).toEqual({ status: 'subscribed' });
    expect((await subscriptions())[0]?.confirmed_at).toBeInstanceOf(Date);
  });

  it('refuses a sign-up from another site and accepts one from the site without a session', async () => {
    const body = JSON.stringify({ email: 'x@y.de', name: 'X', newsletters: [1] });
    for (const headers of [{ 'Sec-Fetch-Site': 'cross-site' }, { Origin: 'null' }] as Record<
      string,
      string
    >[]) {
      expect(
        (await server.app.request('/de/api/newsletter/', { method: 'POST', headers, body })).status,
      ).toBe(403);
    }
    const sameSite = await server.app.request('/de/api/newsletter/', {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin', 'content-type': 'application/json' },
      body,
    });
    expect(sameSite.status).toBe(201);
  });
});
