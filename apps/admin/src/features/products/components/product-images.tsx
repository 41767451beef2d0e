import { useId, useRef, useState, type FormEvent } from 'react';
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import {
  ADMIN_PRODUCT_MESSAGES as M,
  IMAGE_TYPES,
  PRODUCT_LIMITS as L,
  type AdminProductDetail,
  type AdminProductImage,
} from '@shopwright/shared/admin';
import { errorMessage } from '@shopwright/shared/http';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/field';
import { EmptyState } from '../../../components/ui/state-message';
import { useRemoveImage, useReorderImages, useUploadImage } from '../api/product-images';

const ACCEPT = IMAGE_TYPES.map((t) => `image/${t}`);

/** Why the browser can already tell a file will be refused, or null (the server checks the content too). */
export function imageFileProblem(file: File, count: number): string | null {
  if (count >= L.images) return M.imagesFull;
  // An empty type is a format the browser does not know: the server reads the content and decides.
  if (file.type && !ACCEPT.includes(file.type)) return M.imageInvalid;
  if (file.size > L.imageBytes) return M.imageTooLarge;
  return null;
}

/** The product's pictures in order (the first is the cover): add, reorder and remove them. */
export function ProductImages({ product }: { product: AdminProductDetail }) {
  const images = product.images;
  return (
    <Card title={`Pictures (${images.length} of ${L.images})`}>
      {images.length === 0 ? (
        <EmptyState icon={ImagePlus} message="No pictures yet. The first one you add becomes the cover in the shop." />
      ) : (
        <ImageList productId={product.id} images={images} />
      )}
      <UploadForm productId={product.id} count={images.length} />
    </Card>
  );
}

function ImageList({ productId, images }: { productId: number; images: AdminProductImage[] }) {
  const reorder = useReorderImages(productId);
  const remove = useRemoveImage(productId);
  const [removing, setRemoving] = useState<AdminProductImage | null>(null);

  function move(index: number, by: -1 | 1) {
    const ids = images.map((i) => i.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate(ids, { onSuccess: () => toast.success('Picture order saved.'), onError: (error) => toast.error(errorMessage(error)) });
  }

  function confirmRemove() {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        toast.success('Picture removed.');
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  return (
    <>
      <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-1" aria-label="Pictures in order">
        {images.map((image, i) => (
          <li key={image.id} className="flex items-center gap-3 rounded-lg border border-line p-2">
            <img
              src={image.thumbnail.url}
              alt={image.alt}
              width={64}
              height={64}
              className="h-16 w-16 shrink-0 rounded-md bg-surface object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium">
                Picture {i + 1} {i === 0 && <Badge tone="brand">Cover</Badge>}
              </p>
              <p className="line-clamp-2 break-words text-xs text-muted">{image.alt || 'No alternative text'}</p>
            </div>
            <div className="flex shrink-0 items-center">
              <Button
                variant="ghost"
                size="sm"
                className="px-2"
                aria-label={`Move picture ${i + 1} up`}
                disabled={i === 0 || reorder.isPending}
                onClick={() => move(i, -1)}
              >
                <ArrowUp className="h-4 w-4" aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="px-2"
                aria-label={`Move picture ${i + 1} down`}
                disabled={i === images.length - 1 || reorder.isPending}
                onClick={() => move(i, 1)}
              >
                <ArrowDown className="h-4 w-4" aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="px-2 text-red-600"
                aria-label={`Remove picture ${i + 1}`}
                onClick={() => setRemoving(image)}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this picture?"
        description={
          <span className="flex items-center gap-3">
            {removing && <img src={removing.thumbnail.url} alt="" className="h-12 w-12 rounded-md object-cover" />}
            The picture is deleted for good; the shop stops showing it at once.
          </span>
        }
        confirmLabel="Remove picture"
        danger
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

function UploadForm({ productId, count }: { productId: number; count: number }) {
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadImage(productId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setProblem('Choose a picture first.');
    const early = imageFileProblem(file, count);
    if (early) return setProblem(early);
    if (alt.trim().length > 200) return setProblem(M.altTooLong);
    setProblem(null);
    upload.mutate(
      { file, alt },
      {
        onSuccess: () => {
          toast.success('Picture added.');
          setFile(null);
          setAlt('');
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-3 border-t border-line pt-5" aria-label="Add a picture">
      <h3 className="text-sm font-semibold">Add a picture</h3>
      <div>
        <label htmlFor={fileId} className="mb-1.5 block text-sm font-medium text-ink">
          Picture file
        </label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept={ACCEPT.join(',')}
          aria-describedby={`${fileId}-hint`}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            setFile(chosen);
            setProblem(chosen ? imageFileProblem(chosen, count) : null);
          }}
          className="block w-full text-sm file:mr-3 file:rounded-lg file:border file:border-line file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium hover:file:bg-surface"
        />
        <p id={`${fileId}-hint`} className="mt-1 text-xs text-muted">
          JPEG, PNG, WebP, GIF or AVIF, at most {L.imageBytes / 1024 / 1024} MB.
        </p>
      </div>
      <Input
        label="Alternative text"
        hint="Describes the picture for people who cannot see it."
        maxLength={200}
        value={alt}
        onChange={(e) => setAlt(e.target.value)}
      />
      {problem && (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      )}
      <Button type="submit" variant="secondary" loading={upload.isPending} disabled={count >= L.images}>
        <ImagePlus className="h-4 w-4" aria-hidden="true" />
        Upload picture
      </Button>
    </form>
  );
}
