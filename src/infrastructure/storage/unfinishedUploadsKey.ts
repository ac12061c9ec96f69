/** Where BrowserUnfinishedUploadStore keeps its list; the session store keeps it through a logout or expiry. */
export const UNFINISHED_UPLOADS_KEY = 'tiaraUnfinishedScanUploads';
