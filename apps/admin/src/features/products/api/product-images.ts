import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminProductImageListSchema, type AdminProductDetail, type AdminProductImage } from '@shopwright/shared/admin';
import { call } from '../../../lib/api';
import { uploadFile } from '../../../lib/upload';
import { productKeys } from './products';

/**
 * Every picture call answers the product's pictures in order: they replace those of the cached
 * product, and the lists (their thumbnails) are fetched again.
 */
function useImagesMutation<T>(productId: number, send: (input: T) => Promise<AdminProductImage[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (images) => {
      queryClient.setQueryData<AdminProductDetail>(productKeys.detail(productId), (p) => (p ? { ...p, images } : p));
      void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}

export const useUploadImage = (productId: number) =>
  useImagesMutation(productId, ({ file, alt }: { file: File; alt: string }) =>
    uploadFile({
      endpoint: 'POST admin/products/:id/images',
      params: { id: productId },
      schema: AdminProductImageListSchema,
      fields: alt.trim() ? { alt: alt.trim() } : {},
      file,
      renew: () => call('GET admin/products/:id', { params: { id: productId } }),
    }),
  );

export const useRemoveImage = (productId: number) =>
  useImagesMutation(productId, (imageId: number) =>
    call('DELETE admin/products/:id/images/:imageId', { params: { id: productId, imageId } }),
  );

export const useReorderImages = (productId: number) =>
  useImagesMutation(productId, (imageIds: number[]) =>
    call('PUT admin/products/:id/images/order', { params: { id: productId }, body: { image_ids: imageIds } }),
  );
