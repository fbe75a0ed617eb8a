import { type ExportFile, YOUR_DATA_ENDPOINTS } from '@earshot/contract';
import type { ApiClient } from './client';

/** The logged-in listener's data file (issue 27). */
export const exportMyData = (api: ApiClient) => api.call(YOUR_DATA_ENDPOINTS.exportData);

/** Sends a file the listener chose; the server checks it against the format and says what is wrong. */
export const importMyData = (api: ApiClient, file: unknown) => api.call(YOUR_DATA_ENDPOINTS.importData, { body: file as ExportFile });
