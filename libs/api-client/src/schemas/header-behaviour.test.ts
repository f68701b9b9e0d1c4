import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { effectiveHeaderBehaviour, pageHeaderBehaviourSchema } from './header-behaviour';

describe('effectiveHeaderBehaviour (spec 2)', () => {
  it('takes the page setting, else the site default, else hide', () => {
    expect(
      effectiveHeaderBehaviour({ header_behaviour: 'resize', site_header_behaviour: 'default' }),
    ).toBe('resize');
    expect(
      effectiveHeaderBehaviour({ header_behaviour: null, site_header_behaviour: 'default' }),
    ).toBe('default');
    expect(effectiveHeaderBehaviour({ header_behaviour: null })).toBe('hide');
    expect(effectiveHeaderBehaviour({})).toBe('hide');
  });
});

describe('pageHeaderBehaviourSchema', () => {
  it("reads '' and null as the site default and refuses other values", () => {
    expect(v.parse(pageHeaderBehaviourSchema, '')).toBeNull();
    expect(v.parse(pageHeaderBehaviourSchema, null)).toBeNull();
    expect(v.parse(pageHeaderBehaviourSchema, 'default')).toBe('default');
    const refused = v.safeParse(pageHeaderBehaviourSchema, 'sticky');
    expect(refused.success).toBe(false);
    expect(refused.issues?.[0]?.message).toBe('validation.option');
  });
});
