import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '../cart/messages';
import { CHECKOUT_MESSAGES } from '../checkout/messages';
import { VARIANT_MESSAGES } from '../catalog/messages';
import { ACCOUNT_MESSAGES } from '../account/index';
import { SUPPORT_MESSAGES } from '../support/index';
import { CATALOGS, translator } from './catalogs';
import { en, formatMessage, makeTranslator, negotiateLanguage, STOREFRONT_KEYS, type MessageKey } from './index';

const keys = Object.keys(en) as MessageKey[];

/** `{name}` and `{n, plural, …}` parameters a text uses (nested ones in plural branches too). */
const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1] ?? ''));

/**
 * Texts that are the same word in the language as in English (names, codes and loan words a
 * German or French shop writes as is); everything else must be translated.
 */
const SAME_AS_ENGLISH: Record<'de' | 'fr', ReadonlySet<string>> = {
  de: new Set([
    'accountNewsletter.title', // "Newsletter"
    'account.section.newsletter',
    'footer.blog', // "Blog"
    'contact.name', // "Name"
    'order.actor.system', // "Shop"
    'checkout.taxLine', // "{name} ({rate} %)" differs only by the space German puts before %
    'market.current', // "{market} · {language} · {currency}": placeholders only
    'market.option', // "{market}: {language} ({currency})"
  ]),
  fr: new Set([
    'checkout.standard', // "Standard"
    'checkout.express', // "Express"
    'nav.contact', // "Contact"
    'market.current', // "{market} · {language} · {currency}": placeholders only
  ]),
};

/** Parameters a translation may leave out: the status word is English, so the sentence names no status. */
const MAY_DROP = new Map<string, string[]>([
  ['order.cannotCancel', ['status']],
  ['order.notAllowed', ['status']],
]);

describe('message catalogs', () => {
  it('render the spec’s English texts byte for byte, parameterized ones included', () => {
    expect(CART_MESSAGES.onlyLeft(3)).toBe('Only 3 left in stock.');
    expect(CART_MESSAGES.onlyLeft(3, 2)).toBe('Only 3 left in stock, and you already have 2 in your cart.');
    expect(CART_MESSAGES.lowered('Mug', 1)).toBe('Only 1 of "Mug" left in stock: your cart now holds 1.');
    expect(VARIANT_MESSAGES.variantSoldOut('Red / 42')).toBe('Red / 42 is sold out.');
    expect(CHECKOUT_MESSAGES.priceChanged('$1.00', '$2.00')).toBe(
      'The total is now $2.00 instead of the $1.00 you were shown, because prices changed. Please review your order and place it again.',
    );
    expect(ACCOUNT_MESSAGES.addressLimit(20)).toBe('You can save at most 20 addresses. Delete one to add another.');
    expect(SUPPORT_MESSAGES.ticketCreated('T-000001')).toContain('Your reference is T-000001.');
    expect(translator('en')('orders.itemCount', { count: 1 })).toBe('1 item');
    expect(translator('en')('orders.itemCount', { count: 2 })).toBe('2 items');
  });

  for (const lang of ['de', 'fr'] as const) {
    it(`${lang} has every key, translated, with the English placeholders`, () => {
      const catalog = CATALOGS[lang];
      const missing = keys.filter((k) => typeof catalog[k] !== 'string' || catalog[k] === '');
      expect(missing).toEqual([]);
      const untranslated = keys.filter((k) => catalog[k] === en[k] && !SAME_AS_ENGLISH[lang].has(k) && /[a-z]{3}/i.test(en[k]));
      expect(untranslated).toEqual([]);
      for (const k of keys) {
        const theirs = placeholders(catalog[k]!);
        const ours = placeholders(en[k]);
        for (const p of theirs) expect(ours.has(p), `${lang} ${k} uses {${p}}, which English does not have`).toBe(true);
        for (const p of ours) {
          if (MAY_DROP.get(k)?.includes(p)) continue;
          expect(theirs.has(p), `${lang} ${k} lacks {${p}}`).toBe(true);
        }
      }
    });
  }

  it('ja has every storefront text, with no placeholder English lacks', () => {
    const missing = STOREFRONT_KEYS.filter((k) => !CATALOGS.ja[k]);
    expect(missing).toEqual([]);
    for (const [k, text] of Object.entries(CATALOGS.ja) as Array<[MessageKey, string]>) {
      for (const p of placeholders(text)) expect(placeholders(en[k]).has(p), `ja ${k} {${p}}`).toBe(true);
    }
  });

  it('format parameters and plurals by the language’s rules', () => {
    expect(formatMessage('{n, plural, =0 {none} one {# item} other {# items}}', { n: 0 })).toBe('none');
    expect(formatMessage('{n, plural, one {# Stern} other {# Sterne}}', { n: 1 }, 'de-DE')).toBe('1 Stern');
    expect(formatMessage('{n, plural, one {# étoile} other {# étoiles}}', { n: 0 }, 'fr-FR')).toBe('0 étoile');
    expect(formatMessage('Hi {name}, {missing}', { name: 'Ada' })).toBe('Hi Ada, {missing}');
    expect(translator('de')('listing.count', { count: 1234, formatted: '1.234' })).toBe('1.234 Produkte');
  });

  it('translate an English text back through its key, parameterized ones too', () => {
    const de = makeTranslator('de', CATALOGS.de);
    expect(de.text('Email is required')).toBe('Bitte geben Sie Ihre E-Mail-Adresse ein');
    expect(de.text(CART_MESSAGES.onlyLeft(2))).toBe('Nur noch 2 auf Lager.');
    expect(de.text('Something nobody wrote down')).toBe('Something nobody wrote down');
    expect(translator('en').text('Email is required')).toBe('Email is required');
  });

  it('negotiate Accept-Language by quality, then order, a region falling back to its language', () => {
    expect(negotiateLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(negotiateLanguage('fr-CH, en;q=0.5')).toBe('fr');
    expect(negotiateLanguage('es, ja;q=0.3, en;q=0.2')).toBe('ja');
    expect(negotiateLanguage('en;q=0.1, de;q=0.9')).toBe('de');
    expect(negotiateLanguage('es, it')).toBeUndefined();
    expect(negotiateLanguage('de;q=0')).toBeUndefined();
    expect(negotiateLanguage(undefined)).toBeUndefined();
    expect(negotiateLanguage('de', ['en', 'fr'])).toBeUndefined();
  });
});
