import { isMessageKey, t } from '@aula/i18n';
import { describe, expect, it } from 'vitest';
import { validationMessages } from './validation-messages';

describe('validationMessages', () => {
  it('has a German and an English text for every key the schemas and the server use', () => {
    for (const key of Object.values(validationMessages)) {
      expect(isMessageKey(key), key).toBe(true);
      if (isMessageKey(key)) {
        expect(t('de', key)).not.toBe('');
        expect(t('en', key)).not.toBe(t('de', key));
      }
    }
  });
});
