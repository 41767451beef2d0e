import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Save } from 'lucide-react';
import toast from 'react-hot-toast';
import { ADMIN_VARIANT_MESSAGES as M, type AdminProductImage, type AdminVariant } from '@shopwright/shared/admin';
import { variantLabel } from '@shopwright/shared/catalog';
import { errorMessage } from '@shopwright/shared/http';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Td } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import type { FieldErrors } from '../../../lib/form-errors';
import { useUpdateVariant } from '../api/variants';
import { StockBadge } from './product-badges';
import { ProductThumb } from './product-thumb';
import { draftOf, patchOf, serverErrors, type VariantDraft } from './variant-draft';

/** An input in a table cell: named for assistive technology, its error in red under it. */
function CellInput({ label, error, className, ...rest }: { label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const errorId = `${rest.id}-error`;
  return (
    <div className="min-w-0">
      <input
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'block h-10 w-full rounded-lg border bg-white px-2.5 text-sm tabular-nums placeholder:text-muted',
          error ? 'border-red-600' : 'border-line',
          className,
        )}
        {...rest}
      />
      {error && (
        <p id={errorId} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

interface VariantRowProps {
  productId: number;
  variant: AdminVariant;
  images: AdminProductImage[];
  selected: boolean;
  onSelect: (on: boolean) => void;
  /** The product's own prices, shown where the variant has none. */
  productPrice: string;
  productSalePrice: string;
  /** The product's weight in grams ('' for none), shown where the variant has none. */
  productWeight: string;
}

/** One colour x size: its SKU, prices, stock, weight and picture, saved together with the row's Save. */
export function VariantRow({
  productId,
  variant: v,
  images,
  selected,
  onSelect,
  productPrice,
  productSalePrice,
  productWeight,
}: VariantRowProps) {
  const [draft, setDraft] = useState<VariantDraft>(() => draftOf(v));
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateVariant(productId);
  const name = variantLabel(v) || 'Default';
  const set = (field: keyof VariantDraft) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  // Any edit enables Save, also an invalid one: pressing it shows what is wrong.
  const initial = draftOf(v);
  const dirty = (Object.keys(draft) as Array<keyof VariantDraft>).some((k) => draft[k].trim() !== initial[k]);
  const picture = images.find((i) => String(i.id) === draft.image_id) ?? null;
  const id = (field: string) => `variant-${v.id}-${field}`;

  function save() {
    const { patch, errors: problems } = patchOf(v, draft);
    setErrors(problems);
    if (!patch) return;
    update.mutate(
      { id: v.id, patch },
      {
        onSuccess: () => toast.success(`${name}: ${M.saved}`),
        onError: (error) => {
          const fields = serverErrors(error);
          if (fields) setErrors(fields);
          toast.error(errorMessage(error));
        },
      },
    );
  }

  if (v.retired_at) return <RetiredRow name={name} variant={v} />;
  const cell = (children: ReactNode) => <Td>{children}</Td>;
  // Number cells keep only the next cell's left padding as their gap, so the row fits a 1280 px screen.
  const numberCell = (children: ReactNode) => <Td className="pr-1">{children}</Td>;
  return (
    <tr className={selected ? 'bg-brand-50/60' : 'hover:bg-surface'}>
      {cell(
        <input
          type="checkbox"
          aria-label={`Select ${name}`}
          className="mt-3 h-4 w-4 rounded border-line accent-brand-600"
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
        />,
      )}
      {cell(<span className="mt-2.5 block whitespace-nowrap font-medium">{name}</span>)}
      {cell(
        <CellInput
          id={id('sku')}
          label={`SKU of ${name}`}
          value={draft.sku}
          onChange={set('sku')}
          error={errors.sku}
          className="min-w-28 font-mono text-xs"
        />,
      )}
      {numberCell(
        <CellInput
          id={id('price')}
          label={`Price of ${name}`}
          inputMode="decimal"
          value={draft.price}
          placeholder={productPrice}
          onChange={set('price')}
          error={errors.price}
          className="w-24"
        />,
      )}
      {numberCell(
        <CellInput
          id={id('sale')}
          label={`Sale price of ${name}`}
          inputMode="decimal"
          value={draft.sale_price}
          placeholder={productSalePrice}
          onChange={set('sale_price')}
          error={errors.sale_price}
          className="w-24"
        />,
      )}
      {numberCell(
        <CellInput
          id={id('stock')}
          label={`Stock of ${name}`}
          inputMode="numeric"
          value={draft.stock}
          onChange={set('stock')}
          error={errors.stock}
          className="w-20"
        />,
      )}
      {numberCell(
        <CellInput
          id={id('weight')}
          label={`Weight in grams of ${name}`}
          inputMode="numeric"
          value={draft.weight}
          placeholder={productWeight}
          onChange={set('weight')}
          error={errors.weight}
          className="w-24"
        />,
      )}
      {cell(
        <div className="flex items-center gap-2">
          <span className="hidden 2xl:block">
            <ProductThumb src={picture?.thumbnail.url ?? null} className="h-10 w-10" />
          </span>
          <select
            aria-label={`Picture of ${name}`}
            value={draft.image_id}
            onChange={set('image_id')}
            className="h-10 w-28 rounded-lg border border-line bg-white px-2 text-sm"
          >
            <option value="">Product pictures</option>
            {images.map((image, i) => (
              <option key={image.id} value={String(image.id)}>
                {`Picture ${i + 1}${image.alt ? `: ${image.alt.slice(0, 24)}` : ''}`}
              </option>
            ))}
          </select>
          {errors.image_id && <p className="text-xs text-red-600">{errors.image_id}</p>}
        </div>,
      )}
      {cell(
        <Button
          size="sm"
          variant={dirty ? 'primary' : 'secondary'}
          onClick={save}
          loading={update.isPending}
          disabled={!dirty}
          aria-label={`Save ${name}`}
          title="Save"
          className="h-10"
        >
          <Save className="h-4 w-4" aria-hidden="true" />
          <span className="hidden 2xl:inline">Save</span>
        </Button>,
      )}
    </tr>
  );
}

/** A variant whose colour or size left the product but that was ordered: kept for its history, not for sale. */
function RetiredRow({ name, variant: v }: { name: string; variant: AdminVariant }) {
  return (
    <tr className="bg-surface text-muted">
      <Td>{null}</Td>
      <Td className="whitespace-nowrap">
        {name} <Badge>Retired</Badge>
      </Td>
      <Td className="font-mono text-xs">{v.sku}</Td>
      <Td className="tabular-nums">{v.effective_price.toFixed(2)}</Td>
      <Td className="tabular-nums">{v.effective_sale_price.toFixed(2)}</Td>
      <Td>
        <StockBadge stock={v.stock} />
      </Td>
      <Td className="tabular-nums">{v.weight ?? ''}</Td>
      <Td className="text-xs">{M.variantRetired}</Td>
      <Td>{null}</Td>
    </tr>
  );
}
