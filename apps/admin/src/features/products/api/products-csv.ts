import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImportErrorBodySchema, ImportResultSchema, type ImportError } from '@shopwright/shared/admin';
import { ApiError } from '@shopwright/shared/http';
import { call } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { uploadFile } from '../../../lib/upload';
import { productKeys } from './products';

/** Downloads `GET admin/products/export.csv`: every product, in the columns the import reads. */
export const downloadProductsCsv = () =>
  downloadFile({ path: 'admin/products/export.csv', renew: () => call('GET admin/categories'), fallbackName: 'products.csv' });

/** The per-line problems of a refused import (the API's 400), or null for any other failure. */
export function importErrorsOf(error: unknown): ImportError[] | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const parsed = ImportErrorBodySchema.safeParse(error.body);
  return parsed.success ? parsed.data.errors : null;
}

/** Creates or updates products (by slug) from a CSV file; nothing is written when a row is wrong. */
export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      uploadFile({ endpoint: 'POST admin/products/import', schema: ImportResultSchema, file, renew: () => call('GET admin/categories') }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'taxonomy'] });
    },
  });
}
