import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProductDetail, AdminProductImage } from '@shopwright/shared/admin';
import { api } from '../../../lib/api';
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
    uploadFile<AdminProductImage[]>({ path: `admin/products/${productId}/images`, fields: alt.trim() ? { alt: alt.trim() } : {}, file, renewWith: `admin/products/${productId}` }),
  );

export const useRemoveImage = (productId: number) =>
  useImagesMutation(productId, (imageId: number) => api.delete<AdminProductImage[]>(`admin/products/${productId}/images/${imageId}`));

export const useReorderImages = (productId: number) =>
  useImagesMutation(productId, (imageIds: number[]) => api.put<AdminProductImage[]>(`admin/products/${productId}/images/order`, { image_ids: imageIds }));
