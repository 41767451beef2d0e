import { saveFile } from '@shopwright/shared/http';

/** Saves data as a JSON file through the browser's download. */
export const saveJsonFile = (data: unknown, filename: string) =>
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), filename);
