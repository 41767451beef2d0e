import type { AdminProductDetail } from '@shopwright/shared/admin';
import { PRODUCT_LIMITS as L } from '@shopwright/shared/admin';
import { Card } from '../../../components/ui/card';
import type { FieldErrors } from '../../../lib/form-errors';
import { useTranslatableLanguages } from '../../../lib/markets';
import type { ProductFormValues, SetProductField } from './product-form-values';
import { TranslationTabs, type TranslatableField } from './translation-tabs';
import { productTranslationTexts, textsOf, withText } from './translation-values';

interface Props {
  product?: AdminProductDetail;
  values: ProductFormValues;
  errors: FieldErrors;
  set: SetProductField;
}

/**
 * The product's name, slug, description, features and option labels in each language a market
 * speaks besides the shop's own; saved with the product's other fields. Nothing shows while no
 * market has another language.
 */
export function ProductTranslations({ product, values, errors, set }: Props) {
  const { base, languages } = useTranslatableLanguages();
  if (languages.length === 0) return null;
  const stored = productTranslationTexts(product?.translations ?? {});
  const sizes = values.sizes
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const fields: TranslatableField[] = [
    { key: 'name', label: 'Name', base: values.name, maxLength: L.name, required: true },
    { key: 'slug', label: 'Slug', base: values.slug, maxLength: L.slug, mono: true, required: true },
    { key: 'description', label: 'Description', base: values.description, multiline: true, maxLength: L.description, required: true },
    { key: 'features', label: 'Features, one per line', base: values.features, multiline: true, required: true },
    ...values.colors
      .map((c) => c.name.trim())
      .filter(Boolean)
      .map((name) => ({ key: `colors.${name}`, label: `Colour ${name}`, base: name, maxLength: 40 })),
    ...sizes.map((name) => ({ key: `sizes.${name}`, label: `Size ${name}`, base: name, maxLength: 40 })),
  ];
  return (
    <Card title="Translations">
      <TranslationTabs
        label="Translations of the product"
        languages={languages}
        base={base}
        fields={fields}
        textsOf={(lang) => textsOf(values.translations, stored, lang)}
        onChange={(lang, field, value) => set('translations', withText(values.translations, stored, lang, field, value))}
        errors={errors}
      />
    </Card>
  );
}
