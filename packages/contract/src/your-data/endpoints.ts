import { defineEndpoint } from '../endpoint';
import { YOUR_DATA_LIMITS } from './limits';
import { exportFile, importResult } from './schemas';

/** Your data to take away (issue 27): the logged-in listener's data as one file, and that file restored into a new account. */
export const YOUR_DATA_ENDPOINTS = {
  /** Answered as an attachment, `earshot-data-YYYY-MM-DD.json`. */
  exportData: defineEndpoint({ method: 'GET', path: '/listener/my-data/', response: exportFile }),
  /** The body is the export file itself, as JSON. */
  importData: defineEndpoint({
    method: 'POST',
    path: '/listener/my-data/import/',
    bodyFormat: 'json',
    maxBodyBytes: YOUR_DATA_LIMITS.importMaxBytes,
    body: exportFile,
    response: importResult,
  }),
} as const;
