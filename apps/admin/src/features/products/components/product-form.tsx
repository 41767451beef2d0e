import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import {
  ADMIN_PRODUCT_MESSAGES as M,
  PRODUCT_LIMITS as L,
  ProductInputSchema,
  ProductPatchSchema,
  type AdminProductDetail,
} from '@shopwright/shared/admin';
import { errorMessage } from '@shopwright/shared/http';
import { formatMoney } from '@shopwright/shared/money';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox, Input, Select, Textarea } from '../../../components/ui/field';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useTaxCategoryOptions } from '../../../lib/tax-lookups';
import { useCreateProduct, useUpdateProduct } from '../api/products';
import { useBrands, useCategories } from '../api/taxonomy';
import {
  livePercentOff,
  productFormValuesOf,
  toProductInput,
  toProductPatch,
  type ProductFormValues,
  type SetProductField,
} from './product-form-values';
import { ProductOptionFields } from './product-option-fields';
import { ProductTranslations } from './product-translations';

interface ProductFormProps {
  /** The product to edit; a new one without. */
  product?: AdminProductDetail;
  currency: string;
  onSaved: (saved: AdminProductDetail) => void;
}

const money = { type: 'number', inputMode: 'decimal', min: 0.01, max: L.price, step: 0.01 } as const;
const KIND_OPTIONS = [
  { value: 'physical', label: 'Physical product' },
  { value: 'gift_card', label: 'Gift card (digital, e-mailed)' },
];
const LIST_FAILED = (what: string) => `The ${what} could not be loaded. Reload the page to try again.`;

/** Creates a product or edits one; checked with the shared schema first, then by the server. */
export function ProductForm({ product, currency, onSaved }: ProductFormProps) {
  const [values, setValues] = useState<ProductFormValues>(() => productFormValuesOf(product));
  const [errors, setErrors] = useState<FieldErrors>({});
  const categories = useCategories();
  const brands = useBrands();
  const create = useCreateProduct();
  const update = useUpdateProduct(product?.id ?? 0);
  const pending = create.isPending || update.isPending;

  /** Editing a field clears its error (and its items' errors: "colors.0.name"), so what is left is still wrong. */
  const set: SetProductField = (field, value) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) =>
      Object.keys(e).some((k) => k === field || k.startsWith(`${field}.`))
        ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== field && !k.startsWith(`${field}.`)))
        : e,
    );
  };

  function refuse(error: z.ZodError) {
    setErrors(zodFieldErrors(error));
    toast.error('Please correct the highlighted fields.');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const handlers = {
      onSuccess: (saved: AdminProductDetail) => {
        toast.success(product ? M.saved : M.created);
        onSaved(saved);
      },
      onError: (error: unknown) => {
        setErrors(apiFieldErrors(error) ?? {});
        toast.error(errorMessage(error));
      },
    };
    if (product) {
      const parsed = ProductPatchSchema.safeParse(toProductPatch(values, product.stock, stockPerVariant));
      if (!parsed.success) return refuse(parsed.error);
      setErrors({});
      update.mutate(parsed.data, handlers);
    } else {
      const parsed = ProductInputSchema.safeParse(toProductInput(values));
      if (!parsed.success) return refuse(parsed.error);
      setErrors({});
      create.mutate(parsed.data, handlers);
    }
  }

  const percent = livePercentOff(values);
  const salePrice = Number(values.sale_price);
  const stockPerVariant = product !== undefined && product.variant_count > 1;
  const stockChanged = product !== undefined && !stockPerVariant && values.stock.trim() !== String(product.stock);
  const categoryOptions = [
    { value: '', label: categories.isPending ? 'Loading categories…' : 'Choose a category' },
    ...(categories.data ?? []).map((c) => ({ value: c.slug, label: c.name })),
  ];
  const brandOptions = [{ value: '', label: 'No brand' }, ...(brands.data ?? []).map((b) => ({ value: b.slug, label: b.name }))];
  const taxCategories = useTaxCategoryOptions(values.tax_category);

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label={product ? `Edit ${product.name}` : 'New product'}>
      <Card title="Details">
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label="Name" value={values.name} maxLength={L.name} onChange={(e) => set('name', e.target.value)} error={errors.name} />
          <Input
            label="Slug"
            hint={
              product
                ? 'Part of the product’s address in the shop: changing it breaks old links.'
                : 'Part of the address in the shop. Made from the name when left empty.'
            }
            className="font-mono"
            value={values.slug}
            maxLength={L.slug}
            onChange={(e) => set('slug', e.target.value.toLowerCase())}
            error={errors.slug}
          />
          <div className="sm:col-span-2">
            <Textarea
              label="Description"
              rows={5}
              value={values.description}
              maxLength={L.description}
              onChange={(e) => set('description', e.target.value)}
              error={errors.description}
            />
          </div>
          <Select
            label="Category"
            options={categoryOptions}
            value={values.category}
            onChange={(e) => set('category', e.target.value)}
            error={errors.category ?? (categories.isError ? LIST_FAILED('categories') : undefined)}
          />
          <Select
            label="Brand"
            options={brandOptions}
            value={values.brand}
            onChange={(e) => set('brand', e.target.value)}
            error={errors.brand ?? (brands.isError ? LIST_FAILED('brands') : undefined)}
          />
        </div>
      </Card>
      <ProductTranslations product={product} values={values} errors={errors} set={set} />
      <Card title="Price and stock">
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label={`Regular price (${currency})`}
            {...money}
            value={values.price}
            onChange={(e) => set('price', e.target.value)}
            error={errors.price}
          />
          <Input
            label={`Sale price (${currency})`}
            hint="What shoppers pay. Empty: no sale, they pay the regular price."
            {...money}
            value={values.sale_price}
            onChange={(e) => set('sale_price', e.target.value)}
            error={errors.sale_price}
          />
          <p className="text-sm text-muted sm:col-span-2" aria-live="polite" data-testid="discount-preview">
            {percent !== null
              ? `Shoppers pay ${formatMoney(salePrice, currency)}: ${percent}% off the regular price.`
              : values.sale_price.trim()
                ? 'The sale price must be below the regular price to show a discount.'
                : 'No sale: shoppers pay the regular price.'}
          </p>
          {values.kind === 'gift_card' ? (
            <p className="text-sm text-muted sm:col-span-2" data-testid="gift-card-stock">
              A gift card is never sold out: its stock is not counted.
            </p>
          ) : stockPerVariant ? (
            <Input
              label="Stock"
              hint={`Total of ${product.variant_count} variants: set each one in the Variants table.`}
              value={values.stock}
              readOnly
              disabled
            />
          ) : (
            <Input
              label="Stock"
              hint="Units ready to ship. 0 shows the product as sold out."
              type="number"
              inputMode="numeric"
              min={0}
              max={L.stock}
              step={1}
              value={values.stock}
              onChange={(e) => set('stock', e.target.value)}
              error={errors.stock}
            />
          )}
          {stockChanged && (
            <Input
              label="Reason for the stock change"
              hint="Optional; kept in the stock history."
              maxLength={200}
              value={values.stock_note}
              onChange={(e) => set('stock_note', e.target.value)}
              error={errors.stock_note}
            />
          )}
        </div>
      </Card>
      <Card title="Tax and shipping">
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label="Tax category"
            hint="Which tax rates apply (Settings → Taxes)."
            options={taxCategories.options}
            value={values.tax_category}
            onChange={(e) => set('tax_category', e.target.value)}
            error={errors.tax_category ?? (taxCategories.failed ? LIST_FAILED('tax categories') : undefined)}
          />
          <Select
            label="Kind"
            hint="A gift card is bought with a recipient, who gets its code by e-mail on the day chosen: nothing ships, no stock, no tax at sale."
            options={KIND_OPTIONS}
            value={values.kind}
            onChange={(e) => set('kind', e.target.value as ProductFormValues['kind'])}
            error={errors.kind}
          />
          {values.kind !== 'gift_card' && (
            <Input
              label="Weight (g)"
              hint="For shipping rates by weight. Empty: none. Variants can have their own."
              type="number"
              inputMode="numeric"
              min={0}
              max={1_000_000}
              step={1}
              value={values.weight}
              onChange={(e) => set('weight', e.target.value)}
              error={errors.weight}
            />
          )}
        </div>
      </Card>
      <Card title="Options">
        <ProductOptionFields values={values} errors={errors} set={set} />
      </Card>
      <Card title="Visibility">
        <Checkbox
          label="Published"
          hint="Shoppers can find and buy it. Unpublished products stay hidden from the shop."
          checked={values.published}
          onChange={(e) => set('published', e.target.checked)}
        />
      </Card>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <Link to={product ? `/products/view-product/${product.id}` : '/products'} className={buttonClass('secondary')}>
          Cancel
        </Link>
        <Button type="submit" loading={pending}>
          {product ? 'Save changes' : 'Create product'}
        </Button>
      </div>
    </form>
  );
}
