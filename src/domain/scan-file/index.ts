export * from './ScanExtensions';
export * from './FileSizeText';
export * from './ScanUploadPlan';
export * from './ScanFormat';
export * from './ArchivePaths';
