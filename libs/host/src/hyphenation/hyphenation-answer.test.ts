import { describe, expect, it } from 'vitest';
import { hyphenationAnswer, hyphenationRequestLimits } from './hyphenation-answer';

const ask = (query: string) => hyphenationAnswer(new URLSearchParams(query));

describe('hyphenationAnswer (spec 2: titles a browser adds, hyphenated on the server)', () => {
  it('hyphenates each text in its language, in the order asked', () => {
    expect(ask('lang=de&text=Abschlussausstellung Nr. 2&text=Jazz')).toEqual({
      status: 200,
      body: { texts: ['Abschluss\u00ADaus\u00ADstel\u00ADlung Nr. 2', 'Jazz'] },
    });
    expect(ask('lang=en&text=Communication').body).toEqual({
      texts: ['Commu\u00ADni\u00ADca\u00ADtion'],
    });
  });

  it('answers bad requests with 400 and a translated message', () => {
    const tooMany = Array.from({ length: hyphenationRequestLimits.texts + 1 }, () => 'text=a');
    for (const query of ['lang=fr&text=a', 'lang=de', tooMany.join('&') + '&lang=de'])
      expect(ask(query)).toMatchObject({ status: 400 });
    expect(ask(`lang=en&text=${'a'.repeat(301)}`)).toEqual({
      status: 400,
      body: { detail: 'Please send 1 to 50 texts of at most 300 characters each.' },
    });
  });
});
