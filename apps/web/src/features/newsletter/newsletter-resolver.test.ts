import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { type NewsletterFormValues, newsletterResolver } from './newsletter-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as unknown as ResolverOptions<NewsletterFormValues>;

describe('newsletterResolver (spec 5)', () => {
  it("gives the spec's translated messages per field", async () => {
    const result = await newsletterResolver('en')({ email: '', name: '', newsletters: [] }, undefined, options);
    expect(result.errors).toMatchObject({
      email: { message: 'E-mail is required' },
      name: { message: 'Name is required' },
      newsletters: { message: 'Please select one of the newsletters' },
    });
  });

  it('says an e-mail is not valid, in German too', async () => {
    const result = await newsletterResolver('de')({ email: 'nope', name: 'Ada', newsletters: ['1'] }, undefined, options);
    expect(result.errors['email']?.message).toBe('E-Mail ist nicht gültig');
  });

  it('gives the API input when valid', async () => {
    const result = await newsletterResolver('en')({ email: ' ada@example.org ', name: 'Ada', newsletters: ['1', '3'] }, undefined, options);
    expect(result.values).toEqual({ email: 'ada@example.org', name: 'Ada', newsletters: [1, 3] });
  });
});
