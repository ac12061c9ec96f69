export * from './IdentifyingDataKind';
export * from './BasicProfileTable';
export * from './DicomDeidentification';
export * from './ReplacementUid';
export * from './Sha256';
export * from './NiftiHeaderScrub';
export * from './NrrdHeaderScrub';
export * from './GzipHeader';
