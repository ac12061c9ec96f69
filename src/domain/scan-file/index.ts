export * from './ScanExtensions';
export * from './FileSizeText';
export * from './ScanUploadPlan';
export * from './ScanFormat';
export * from './StudyFingerprint';
export * from './ArchivePaths';
export * from './ScanFileProblem';
